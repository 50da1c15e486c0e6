import { sql, type Kysely } from 'kysely';
import type { LicenceCheck, LicenceOnFile } from '../../../machines/index.ts';
import type { Database } from '../db/types.ts';
import { HttpError } from '../errors.ts';
import { errors } from '../i18n/messages.ts';
import { licenceBodyOf } from './bodies.ts';

/** A process as the licence check reads it: its candidate and its need's job title (read with the process). */
type ProcessRef = { candidate_id: number; job_title: string };

/**
 * What the engine tells the machine with `care.validate` (machines/licence.ts): read from the database, never sent.
 * `onFile` is the candidate's licence for the job title as read with the process.
 */
export function licenceOnFile(process: ProcessRef, onFile: { expiresOn: string; hasDocument: boolean } | null): LicenceOnFile {
  const body = licenceBodyOf(process.job_title);
  if (!body) return { body: null, expiresOn: null, hasDocument: false };
  return { body: body.code, expiresOn: onFile?.expiresOn ?? null, hasDocument: onFile?.hasDocument ?? false };
}

/**
 * Care's validation of a regulated job title marks the licence verified, in the validation's transaction. The
 * licence must still be the one read with the process (unchanged since `seenUpdatedAt`: a new document or number
 * keeps the dates): a candidate who changed it meanwhile gets a new check, so the validation fails (409) rather
 * than verify what care did not see. True when it verified one.
 */
export async function recordLicenceCheck(
  trx: Kysely<Database>,
  process: ProcessRef,
  onFile: LicenceOnFile,
  seenUpdatedAt: string | undefined,
  check: LicenceCheck | undefined,
  careId: number,
  now: Date,
): Promise<boolean> {
  if (!onFile.body || !check || !onFile.expiresOn || !seenUpdatedAt) return false;
  const updated = await trx
    .updateTable('candidate_licences')
    .set({
      verified_at: now,
      verified_by: careId,
      verification_method: check.method,
      register_reference: check.method === 'register' ? (check.reference ?? null) : null,
    })
    .where('candidate_id', '=', process.candidate_id)
    .where('job_title', '=', process.job_title)
    .where('expires_on', '=', onFile.expiresOn)
    // As read (JSON text, to the microsecond), cast back: a JavaScript Date would drop the microseconds.
    .where(sql<boolean>`updated_at = ${seenUpdatedAt}::timestamptz`)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new HttpError(409, errors.licenceChanged);
  return true;
}
