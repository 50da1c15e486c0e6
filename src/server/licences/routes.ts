import type { AppDeps } from '../fastify-types.ts';
import { defineRoute, type Route } from '../routes/define-route.ts';
import { authOf, requireAuth } from '../auth/plugin.ts';
import { fieldError, HttpError, notFound } from '../errors.ts';
import { errors } from '../i18n/messages.ts';
import { recordAccess } from '../privacy/access-log.ts';
import { CV_MAX_BYTES, detectLicenceDocumentKind } from '../routes/cv/cv-file.ts';
import { cleanFileName, privateDownloadHeaders } from '../routes/cv/file-names.ts';
import { readUploadedFile } from '../routes/cv/read-upload.ts';
import { storeReplacing } from '../routes/cv/stored-upload.ts';
import { idParams } from '../routes/ids.ts';
import { fileAnswer } from '../lib/file-answers.ts';
import { answer, errorAnswer, errors as errorAnswers, noContent, operation } from '../lib/response-schemas.ts';
import { uploadBody } from '../lib/upload-body.ts';
import { licenceListSchema, licenceViewSchema } from './licence-schemas.ts';
import { licenceBodyOf } from './bodies.ts';
import { licenceInputErrors, licenceInputSchema, licenceParams } from './licence-input.ts';
import { attachLicenceDocument, candidateExists, deleteLicence, licenceDocumentOf, saveLicence } from './licence-store.ts';
import { type LicenceRow, licencesOf, licenceView, requiredLicenceTitles } from './licences.ts';

const careDocumentParams = idParams.extend(licenceParams.shape);
const LICENCE_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const MB = 1024 * 1024;

const ownList = {
  ...operation('profiles', "The signed-in candidate's licences to practise, and the regulated job titles that need one"),
  response: { 200: answer('The licences', licenceListSchema), ...errorAnswers(401, 403) },
};
const save = {
  ...operation('profiles', "Save the licence for a regulated job title (new number or dates clear care's check)"),
  params: licenceParams,
  body: licenceInputSchema,
  response: { 200: answer('Saved', licenceViewSchema), ...errorAnswers(400, 401, 403) },
};
const uploadDocument = {
  ...operation('profiles', "Upload or replace the licence's document (PDF, JPEG or PNG, at most 5 MB; clears care's check)"),
  ...uploadBody(
    'document',
    `The licence's scan or photo: a PDF, JPEG or PNG file of at most ${CV_MAX_BYTES / MB} MB (${CV_MAX_BYTES} bytes), its type recognised from its content, not its name or declared type.`,
  ),
  params: licenceParams,
  response: {
    200: answer('Stored', licenceViewSchema),
    ...errorAnswers(400, 401, 403),
    413: errorAnswer('The file is larger than 5 MB'),
  },
};
const ownDocument = {
  ...operation('profiles', "Download the signed-in candidate's licence document"),
  params: licenceParams,
  response: { 200: fileAnswer('The document', LICENCE_DOCUMENT_TYPES), ...errorAnswers(400, 401, 403, 404) },
};
const remove = {
  ...operation('profiles', 'Remove the licence of a job title and its document'),
  params: licenceParams,
  response: { 204: noContent('Removed'), ...errorAnswers(400, 401, 403, 404) },
};
const careList = {
  ...operation('care', "A candidate's licences to practise (care only; the read is in the candidate's access log)"),
  params: idParams,
  response: { 200: answer('The licences', licenceListSchema), ...errorAnswers(400, 401, 403, 404) },
};
const careDocument = {
  ...operation('care', "A candidate's licence document (care only; the read is in the candidate's access log)"),
  params: careDocumentParams,
  response: { 200: fileAnswer('The document', LICENCE_DOCUMENT_TYPES), ...errorAnswers(400, 401, 403, 404) },
};

/**
 * The candidate's licences to practise (one per regulated job title). The candidate writes them; care reads
 * them and the documents (GET /api/care/candidates/{id}/licences...); a company never reads a document and sees
 * only the verified badge on the candidate's profile (src/server/candidates/candidate-profile.ts).
 */
export const licenceRoutes = (deps: AppDeps): Route[] => {
  const { db, clock, storage } = deps;
  const candidate = { preValidation: requireAuth('candidate') };
  const listFor = async (candidateId: number) => {
    const now = clock.now();
    return { items: (await licencesOf(db, candidateId)).map((row) => licenceView(row, now)), required: await requiredLicenceTitles(db, candidateId) };
  };
  const regulated = (jobTitle: string) => {
    if (!licenceBodyOf(jobTitle)) throw fieldError('job_title', errors.licenceNotRegulated);
  };
  const sendDocument = async (candidateId: number, jobTitle: string) => {
    const row = await licenceDocumentOf(db, candidateId, jobTitle);
    const file = row?.document_key ? await storage.get(row.document_key) : null;
    if (!row || !file) throw notFound();
    return { file, headers: privateDownloadHeaders(row.document_mime, row.document_name ?? 'licence') };
  };
  // Care, preparing or holding the phone screen: every licence of the candidate, and each document.
  const care = { preValidation: requireAuth('care') };
  return [
    defineRoute({
      method: 'GET',
      url: '/profile/licences',
      ...candidate,
      schema: ownList,
      handler: async (request) => listFor(authOf(request).userId),
    }),
    defineRoute({
      method: 'PUT',
      url: '/profile/licences/:job_title',
      ...candidate,
      schema: save,
      handler: async (request) => {
        const { userId } = authOf(request);
        const jobTitle = request.params.job_title;
        regulated(jobTitle);
        const input = request.body;
        const now = clock.now();
        const fields = licenceInputErrors(jobTitle, input, now);
        if (Object.keys(fields).length) throw new HttpError(400, errors.validation, { fields });
        const row = await saveLicence(db, userId, jobTitle, input, now);
        return licenceView(row, now);
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/profile/licences/:job_title/document',
      ...candidate,
      schema: uploadDocument,
      handler: async (request) => {
        const { userId } = authOf(request);
        const jobTitle = request.params.job_title;
        regulated(jobTitle);
        const { data, filename } = await readUploadedFile(request, 'document');
        const kind = detectLicenceDocumentKind(data);
        if (!kind) throw fieldError('document', errors.licenceFileType);
        const name = cleanFileName(filename, kind.extension, 'licence');
        const now = clock.now();
        let saved: LicenceRow | undefined;
        await storeReplacing(storage, `licences/${userId}`, kind.extension, data, async (key) => {
          const attached = await attachLicenceDocument(db, userId, jobTitle, { key, name, mime: kind.mime, size: data.length }, now);
          saved = attached.saved;
          return attached.replacedKey;
        });
        return licenceView(saved!, now);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/profile/licences/:job_title/document',
      ...candidate,
      schema: ownDocument,
      handler: async (request, reply) => {
        const { file, headers } = await sendDocument(authOf(request).userId, request.params.job_title);
        return reply.headers(headers).send(file);
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/profile/licences/:job_title',
      ...candidate,
      schema: remove,
      handler: async (request, reply) => {
        const { userId } = authOf(request);
        const removed = await deleteLicence(db, userId, request.params.job_title);
        if (!removed) throw notFound();
        if (removed.document_key) await storage.delete(removed.document_key);
        return reply.status(204).send(null);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/care/candidates/:id/licences',
      ...care,
      schema: careList,
      handler: async (request) => {
        const { id } = request.params;
        if (!(await candidateExists(db, id))) throw notFound();
        // The list shows her licence numbers: a read of her licence data, as the document's is.
        await recordAccess(db, authOf(request), id, 'licence', clock.now());
        return listFor(id);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/care/candidates/:id/licences/:job_title/document',
      ...care,
      schema: careDocument,
      handler: async (request, reply) => {
        const { id, job_title: jobTitle } = request.params;
        const { file, headers } = await sendDocument(id, jobTitle);
        await recordAccess(db, authOf(request), id, 'licence', clock.now());
        return reply.headers(headers).send(file);
      },
    }),
  ];
};
