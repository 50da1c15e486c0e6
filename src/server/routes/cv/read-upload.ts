import type { FastifyRequest } from 'fastify';
import { fieldError } from '../../errors.ts';
import { errors } from '../../i18n/messages.ts';
import { CV_MAX_BYTES } from './cv-file.ts';
import { isRecord } from '../../../../machines/narrow.ts';

const MB = 1024 * 1024;

/**
 * The one file of a multipart upload in `field`, read whole. Every way the body itself can be wrong is the caller's
 * 400 on that field: no file, too large, and what the multipart parser throws as a plain Error without a status —
 * no boundary, a boundary over 256 characters, a body that ends before its closing boundary.
 */
export async function readUploadedFile(request: FastifyRequest, field: string): Promise<{ data: Buffer; filename: string }> {
  if (!request.isMultipart()) throw fieldError(field, errors.fileRequired);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== field) throw fieldError(field, errors.fileRequired);
    const data = await part.toBuffer();
    if (data.length === 0) throw fieldError(field, errors.fileRequired);
    return { data, filename: part.filename };
  } catch (err) {
    const { code, statusCode }: Record<string, unknown> = isRecord(err) ? err : {};
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(field, errors.fileTooLarge, { max: CV_MAX_BYTES / MB });
    if (statusCode !== undefined) throw err;
    throw fieldError(field, errors.multipartMalformed);
  }
}
