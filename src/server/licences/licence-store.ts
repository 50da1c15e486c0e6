import type { Db } from '../db/create-database.ts';
import { fieldError } from '../errors.ts';
import { errors } from '../i18n/messages.ts';
import type { LicenceInput } from './licence-input.ts';
import type { LicenceRow } from './licences.ts';

/** What care's check of a licence was about: cleared when the licence changes under it. */
const UNVERIFIED = { verified_at: null, verified_by: null, verification_method: null, register_reference: null };

/** Where a candidate's document for one licence is kept, if any. */
export const licenceDocumentOf = (db: Db, candidateId: number, jobTitle: string) =>
  db
    .selectFrom('candidate_licences')
    .select(['document_key', 'document_name', 'document_mime'])
    .where('candidate_id', '=', candidateId)
    .where('job_title', '=', jobTitle)
    .executeTakeFirst();

/** Creates or updates the candidate's licence for a job title; a new number or new dates clear care's check. */
export async function saveLicence(db: Db, candidateId: number, jobTitle: string, input: LicenceInput, now: Date): Promise<LicenceRow> {
  return db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom('candidate_licences')
      .selectAll()
      .where('candidate_id', '=', candidateId)
      .where('job_title', '=', jobTitle)
      .forUpdate()
      .executeTakeFirst();
    // Care's check was of the licence as it was: a new number or new dates need a new check.
    const changed = !old || old.number !== input.number || old.issued_on !== input.issued_on || old.expires_on !== input.expires_on;
    const values = { body: input.body, number: input.number, issued_on: input.issued_on, expires_on: input.expires_on, updated_at: now };
    return trx
      .insertInto('candidate_licences')
      .values({ candidate_id: candidateId, job_title: jobTitle, ...values, created_at: now })
      .onConflict((oc) => oc.columns(['candidate_id', 'job_title']).doUpdateSet({ ...values, ...(changed ? UNVERIFIED : {}) }))
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export type LicenceDocument = { key: string; name: string; mime: string; size: number };

/**
 * Points the licence at a newly stored document (a new document needs a new check by care). The licence must exist:
 * its details come first. Gives the licence and the key of the document it replaces, for the caller to delete.
 */
export async function attachLicenceDocument(db: Db, candidateId: number, jobTitle: string, document: LicenceDocument, now: Date) {
  return db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom('candidate_licences')
      .select('document_key')
      .where('candidate_id', '=', candidateId)
      .where('job_title', '=', jobTitle)
      .forUpdate()
      .executeTakeFirst();
    if (!old) throw fieldError('document', errors.licenceDetailsFirst);
    const saved = await trx
      .updateTable('candidate_licences')
      .set({
        document_key: document.key,
        document_name: document.name,
        document_mime: document.mime,
        document_size: document.size,
        document_uploaded_at: now,
        ...UNVERIFIED,
        updated_at: now,
      })
      .where('candidate_id', '=', candidateId)
      .where('job_title', '=', jobTitle)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { saved, replacedKey: old.document_key };
  });
}

/** Deletes the candidate's licence for a job title; its document's key (to delete too), undefined when there was none. */
export const deleteLicence = (db: Db, candidateId: number, jobTitle: string) =>
  db
    .deleteFrom('candidate_licences')
    .where('candidate_id', '=', candidateId)
    .where('job_title', '=', jobTitle)
    .returning('document_key')
    .executeTakeFirst();

/** Whether a candidate with this user id exists. */
export async function candidateExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('candidates').select('user_id').where('user_id', '=', id).executeTakeFirst()) !== undefined;
}
