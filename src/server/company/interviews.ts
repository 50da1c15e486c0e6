import type { StatePath } from '../../../machines/index.ts';
import { sql } from 'kysely';
import { z } from 'zod';
import type { HiringContext } from '../../../machines/index.ts';
import type { Db } from '../db/create-database.ts';
import type { Auth } from '../fastify-types.ts';
import type { Locale } from '../i18n/i18n.ts';
import { namesFor } from '../privacy/disclosure.ts';
import { jobTitleLabel, processRows } from '../workflow/process-rows.ts';
import { companyIdOf } from '../auth/plugin.ts';
import { onlyTheirPosts } from './team-access.ts';

// The company's interview calendar: scheduled interviews and the options still on the table, in a date range.

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const interviewsQuerySchema = z.object({ from: day, to: day });

const CHOOSING: StatePath[] = ['interview.candidateChoosing', 'interview.companyChoosing'];

export async function listInterviews(db: Db, auth: Auth, query: z.output<typeof interviewsQuerySchema>, locale: Locale) {
  // Padded by a day each side: the client places each instant on its own local (Bucharest) day.
  const from = new Date(Date.parse(`${query.from}T00:00:00Z`) - 86_400_000);
  const to = new Date(Date.parse(`${query.to}T00:00:00Z`) + 2 * 86_400_000);
  const rows = await processRows(db)
    .select(jobTitleLabel(db, locale).as('job_title_label'))
    .select(['p.id', 'p.need_id', 'p.candidate_id', 'p.state', 'p.company_status', 'p.snapshot', 'n.title', 'n.job_title', 'cand.full_name'])
    .where('p.company_id', '=', companyIdOf(auth))
    .where(onlyTheirPosts(auth, 'p.need_id'))
    .where('p.archived', '=', false)
    .where((eb) =>
      eb.or([
        eb(sql`(p.snapshot #>> '{context,scheduledAt}')::timestamptz`, '>=', from).and(
          sql`(p.snapshot #>> '{context,scheduledAt}')::timestamptz`,
          '<',
          to,
        ),
        eb('p.state', 'in', CHOOSING),
      ]),
    )
    .execute();
  const nameOf = await namesFor(
    db,
    auth,
    rows.map((r) => r.candidate_id),
  );
  type Item = {
    process_id: number;
    need_id: number;
    need_title: string;
    candidate_name: string;
    state: string;
    status: string;
    interview: HiringContext['interview'];
    at: string;
    kind: 'option' | 'scheduled';
  };
  const items = rows.flatMap((r): Item[] => {
    const context = r.snapshot.context;
    const base = {
      process_id: r.id,
      need_id: r.need_id,
      need_title: r.title ?? r.job_title_label ?? r.job_title,
      candidate_name: nameOf(r.candidate_id, r.full_name),
      state: r.state,
      status: r.company_status,
      interview: context.interview,
    };
    if (CHOOSING.includes(r.state)) {
      return context.options
        .filter((at) => Date.parse(at) >= from.getTime() && Date.parse(at) < to.getTime())
        .map((at) => ({ ...base, at, kind: 'option' }));
    }
    return context.scheduledAt ? [{ ...base, at: context.scheduledAt, kind: 'scheduled' }] : [];
  });
  return { data: items.sort((a, b) => Date.parse(a.at) - Date.parse(b.at)) };
}
