import { openEvents, turnOf } from '../../../machines/index.ts';
import type { Db } from '../db/create-database.ts';
import type { Auth } from '../fastify-types.ts';
import type { Locale } from '../i18n/i18n.ts';
import { listNeeds } from '../needs/needs-service.ts';
import { namesFor } from '../privacy/disclosure.ts';
import { actorOf, restore } from '../workflow/process-view.ts';
import { jobTitleLabel, processRows } from '../workflow/process-rows.ts';
import { companyIdOf } from '../auth/plugin.ts';
import { onlyTheirPosts } from './team-access.ts';

/** How many open processes the dashboard weighs for "waiting for you" (the most recently changed). */
const RECENT_OPEN = 300;

/** GET /api/company/dashboard: credits, open needs with counts per status, what waits for the company, next interviews. */
export async function companyDashboard(db: Db, auth: Auth, now: Date, locale: Locale) {
  const company = await db.selectFrom('companies').select(['name', 'credits']).where('user_id', '=', companyIdOf(auth)).executeTakeFirstOrThrow();
  const needs = await listNeeds(db, auth, { archived: 0 }, locale);
  const open = await processRows(db)
    .select([
      'p.id',
      'p.need_id',
      'p.candidate_id',
      'p.snapshot',
      'p.state',
      'p.company_status',
      'p.updated_at',
      'n.title',
      'n.job_title',
      'cand.full_name',
    ])
    .select(jobTitleLabel(db, locale).as('job_title_label'))
    .where('p.company_id', '=', companyIdOf(auth))
    .where(onlyTheirPosts(auth, 'p.need_id'))
    .where('p.archived', '=', false)
    .orderBy('p.updated_at', 'desc')
    .limit(RECENT_OPEN)
    .execute();
  const nameOf = await namesFor(
    db,
    auth,
    open.map((p) => p.candidate_id),
  );
  const actor = actorOf(auth);
  const item = (p: (typeof open)[number]) => ({
    process_id: p.id,
    need_id: p.need_id,
    need_title: p.title ?? p.job_title_label ?? p.job_title,
    candidate_name: nameOf(p.candidate_id, p.full_name),
    state: p.state,
    status: p.company_status,
    updated_at: p.updated_at.toISOString(),
  });
  const waiting = open
    // The company's turn (not only a cancel it could always send while the candidate chooses).
    .filter((p) => turnOf(restore(p)).includes('company'))
    .map((p) => ({ ...item(p), can: openEvents(restore(p), actor, now.toISOString()) }))
    .filter((p) => p.can.length > 0);
  const upcoming = open
    .map((p) => ({ ...item(p), at: p.snapshot.context.scheduledAt }))
    .filter((p): p is typeof p & { at: string } => p.state === 'interview.scheduled' && !!p.at && Date.parse(p.at) >= now.getTime())
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return {
    company: { name: company.name, credits: company.credits },
    needs: needs.data.map((n) => ({
      id: n.id,
      title: n.title,
      city_name: n.city_name,
      status_counts: n.status_counts,
      open_processes: n.open_processes,
    })),
    waiting,
    upcoming,
  };
}
