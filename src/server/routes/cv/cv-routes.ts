import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../auth/plugin.ts';
import { fieldError, forbidden, notFound } from '../../errors.ts';
import { errors } from '../../i18n/messages.ts';
import { recordAccess } from '../../privacy/access-log.ts';
import { canReadCv } from './cv-access.ts';
import { detectCvKind } from './cv-file.ts';
import { readUploadedFile } from './read-upload.ts';
import { textId } from '../ids.ts';

/** A name safe to store and to send back in Content-Disposition, with the extension of the real content. */
function cleanFileName(original: string | undefined, extension: string): string {
  const base = (original ?? 'cv')
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]*$/, '')
    .replace(/[\p{C}"]/gu, '')
    .trim()
    .slice(0, 120);
  return `${base || 'cv'}.${extension}`;
}

const contentDisposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

const cvParams = z.object({ candidate_id: textId });

export const cvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/cv', { preValidation: requireAuth('candidate') }, async (request) => {
    const auth = authOf(request);
    const { db, storage, clock } = app.deps;
    const { data, filename } = await readUploadedFile(request, 'cv');
    const kind = detectCvKind(data);
    if (!kind) throw fieldError('cv', errors.fileType);

    const name = cleanFileName(filename, kind.extension);
    // A new key per upload: the row switches to the new file in one update, then the old file goes.
    const key = `cv/${auth.userId}/${Date.now().toString(36)}-${randomBytes(6).toString('hex')}.${kind.extension}`;
    await storage.put(key, data);
    const now = clock.now();
    const previous = await db
      .transaction()
      .execute(async (trx) => {
        const old = await trx.selectFrom('candidates').select('cv_key').where('user_id', '=', auth.userId).forUpdate().executeTakeFirstOrThrow();
        await trx
          .updateTable('candidates')
          .set({ cv_key: key, cv_name: name, cv_mime: kind.mime, cv_size: data.length, cv_uploaded_at: now, updated_at: now })
          .where('user_id', '=', auth.userId)
          .execute();
        return old.cv_key;
      })
      .catch(async (err: unknown) => {
        await storage.delete(key);
        throw err;
      });
    if (previous) await storage.delete(previous);
    return { file_name: name, size: data.length, mime_type: kind.mime, uploaded_at: now.toISOString() };
  });

  app.get('/cv/:candidate_id', { preValidation: requireAuth(), schema: { params: cvParams } }, async (request, reply) => {
    const { candidate_id: candidateId } = request.params;
    const { db, storage } = app.deps;
    if (!(await canReadCv(db, authOf(request), candidateId))) throw forbidden();
    const row = await db.selectFrom('candidates').select(['cv_key', 'cv_name', 'cv_mime']).where('user_id', '=', candidateId).executeTakeFirst();
    const file = row?.cv_key ? await storage.get(row.cv_key) : null;
    if (!row || !file) throw notFound();
    await recordAccess(db, authOf(request), candidateId, 'cv', app.deps.clock.now());
    return reply
      .header('content-type', row.cv_mime ?? 'application/octet-stream')
      .header('content-disposition', contentDisposition(row.cv_name ?? 'cv'))
      .header('cache-control', 'private, no-store')
      .send(file);
  });
};
