import type { Db } from '../db/create-database.ts';
import { licenceBodyOf } from './bodies.ts';
import { licenceView, type LicenceView } from './licences.ts';

/**
 * What care's phone screen shows of the licence a process needs: null for a job title no body regulates; else the
 * body and the candidate's licence for the title (null when she gave none yet), with the link to its document.
 */
export type CareLicence = { job_title: string; body: string; on_file: (LicenceView & { document_url: string | null }) | null };

export const licenceDocumentUrl = (candidateId: number, jobTitle: string) =>
  `/api/care/candidates/${candidateId}/licences/${encodeURIComponent(jobTitle)}/document`;

export async function careLicences(db: Db, processIds: readonly number[], now: Date): Promise<Map<number, CareLicence | null>> {
  const found = new Map<number, CareLicence | null>();
  if (!processIds.length) return found;
  const rows = await db
    .selectFrom('processes as p')
    .innerJoin('needs as n', 'n.id', 'p.need_id')
    .leftJoin('candidate_licences as l', (join) => join.onRef('l.candidate_id', '=', 'p.candidate_id').onRef('l.job_title', '=', 'n.job_title'))
    .selectAll('l')
    .select(['p.id as process_id', 'p.candidate_id as process_candidate', 'n.job_title as need_job_title'])
    .where('p.id', 'in', processIds)
    .execute();
  for (const row of rows) {
    const body = licenceBodyOf(row.need_job_title);
    if (!body) {
      found.set(row.process_id, null);
      continue;
    }
    const onFile =
      row.candidate_id === null
        ? null
        : {
            ...licenceView(row as Parameters<typeof licenceView>[0], now),
            document_url: row.document_key ? licenceDocumentUrl(row.process_candidate, row.need_job_title) : null,
          };
    found.set(row.process_id, { job_title: row.need_job_title, body: body.code, on_file: onFile });
  }
  return found;
}
