import type { AppDeps } from '../../fastify-types.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { z } from 'zod';
import { authOf, requireAuth } from '../../auth/plugin.ts';
import { fieldError, forbidden, notFound } from '../../errors.ts';
import { errors as errorTexts } from '../../i18n/messages.ts';
import { recordAccess } from '../../privacy/access-log.ts';
import { canReadCv } from './cv-access.ts';
import { CV_MAX_BYTES, CV_MIME_TYPES, detectCvKind } from './cv-file.ts';
import { cleanFileName, privateDownloadHeaders } from './file-names.ts';
import { readUploadedFile } from './read-upload.ts';
import { storeReplacing } from './stored-upload.ts';
import { attachCv, cvOf } from './cv-records.ts';
import { textId } from '../ids.ts';
import { fileAnswer } from '../../lib/file-answers.ts';
import { answer, errorAnswer, errors, instantText, operation } from '../../lib/response-schemas.ts';
import { uploadBody } from '../../lib/upload-body.ts';

const MB = 1024 * 1024;

const cvParams = z.object({ candidate_id: textId });

const cvInfoSchema = z
  .object({ file_name: z.string(), size: z.number().int(), mime_type: z.enum(CV_MIME_TYPES), uploaded_at: instantText })
  .meta({ id: 'CvInfo' });
const upload = {
  ...operation('profiles', "Upload or replace the candidate's CV (PDF, DOC or DOCX, at most 5 MB)"),
  ...uploadBody(
    'cv',
    `The CV: a PDF, DOC or DOCX document of at most ${CV_MAX_BYTES / MB} MB (${CV_MAX_BYTES} bytes), its type recognised from its content, not its name or declared type.`,
  ),
  response: { 200: answer('Stored', cvInfoSchema), ...errors(400, 401, 403, 404), 413: errorAnswer('The file is larger than 5 MB') },
};
const download = {
  ...operation('profiles', 'Download a CV (its owner, care, or a company with a process with that candidate)'),
  params: cvParams,
  response: { 200: fileAnswer('The document', CV_MIME_TYPES), ...errors(400, 401, 403, 404) },
};

export const cvRoutes = (deps: AppDeps): Route[] => {
  return [
    defineRoute({
      method: 'POST',
      url: '/cv',
      preValidation: requireAuth('candidate'),
      schema: upload,
      handler: async (request) => {
        const auth = authOf(request);
        const { db, storage, clock } = deps;
        const { data, filename } = await readUploadedFile(request, 'cv');
        const kind = detectCvKind(data);
        if (!kind) throw fieldError('cv', errorTexts.fileType);

        const name = cleanFileName(filename, kind.extension, 'cv');
        const now = clock.now();
        await storeReplacing(storage, `cv/${auth.userId}`, kind.extension, data, (key) =>
          attachCv(db, auth.userId, { key, name, mime: kind.mime, size: data.length }, now),
        );
        return { file_name: name, size: data.length, mime_type: kind.mime, uploaded_at: now.toISOString() };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/cv/:candidate_id',
      preValidation: requireAuth(),
      schema: download,
      handler: async (request, reply) => {
        const { candidate_id: candidateId } = request.params;
        const { db, storage } = deps;
        if (!(await canReadCv(db, authOf(request), candidateId))) throw forbidden();
        const row = await cvOf(db, candidateId);
        const file = row?.cv_key ? await storage.get(row.cv_key) : null;
        if (!row || !file) throw notFound();
        await recordAccess(db, authOf(request), candidateId, 'cv', deps.clock.now());
        return reply.headers(privateDownloadHeaders(row.cv_mime, row.cv_name ?? 'cv')).send(file);
      },
    }),
  ];
};
