import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/types.ts';
import { licenceBodyOf } from '../../src/server/licences/bodies.ts';

/**
 * The payload part of care.validate that says care checked the licence: in the body's public register,
 * as the fixtures' licences have no document.
 */
export const LICENCE_CHECKED = { licence: { method: 'register', reference: 'Registrul public 2026/118' } } as const;

/**
 * Gives the candidate of a process a licence for the process's job title, valid for decades, when the title is
 * regulated: what a candidate does in her profile before care validates her (the suites' fixtures call it).
 */
export async function giveLicenceFor(db: Kysely<Database>, processId: number, now = new Date()): Promise<void> {
  const process = await db
    .selectFrom('processes as p')
    .innerJoin('needs as n', 'n.id', 'p.need_id')
    .select(['p.candidate_id', 'n.job_title'])
    .where('p.id', '=', processId)
    .executeTakeFirstOrThrow();
  const body = licenceBodyOf(process.job_title);
  if (!body) return;
  await db
    .insertInto('candidate_licences')
    .values({
      candidate_id: process.candidate_id,
      job_title: process.job_title,
      body: body.code,
      number: '12345',
      issued_on: '2000-01-03',
      expires_on: '2099-12-31',
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['candidate_id', 'job_title']).doNothing())
    .execute();
}

/** A licence on file for the candidate, as her profile saves it (issued in 2020), for suites that set up its dates. */
export async function insertLicence(
  db: Kysely<Database>,
  licence: { candidateId: number; jobTitle: string; body: string; number: string; expiresOn: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('candidate_licences')
    .values({
      candidate_id: licence.candidateId,
      job_title: licence.jobTitle,
      body: licence.body,
      number: licence.number,
      issued_on: '2020-01-01',
      expires_on: licence.expiresOn,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
