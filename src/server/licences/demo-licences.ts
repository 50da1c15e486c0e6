import type { Insertable } from 'kysely';
import type { Database } from '../db/types.ts';
import { licenceBodyOf } from './bodies.ts';
import { addDays, todayOf } from './licences.ts';

/**
 * The demo candidates' licences to practise: one per regulated job title, issued three years ago and valid for two
 * more, with a number in each body's usual shape. Not verified: care's validation in the demo seed verifies them.
 */
export function demoLicences(candidateId: number, jobTitles: readonly string[], now: Date): Insertable<Database['candidate_licences']>[] {
  const today = todayOf(now);
  return jobTitles.flatMap((jobTitle, i) => {
    const body = licenceBodyOf(jobTitle);
    if (!body) return [];
    return [
      {
        candidate_id: candidateId,
        job_title: jobTitle,
        body: body.code,
        number: `${body.code}-${String(candidateId * 10 + i).padStart(6, '0')}`,
        issued_on: addDays(today, -3 * 365),
        expires_on: addDays(today, 2 * 365),
        created_at: now,
        updated_at: now,
      },
    ];
  });
}
