import { sql } from 'kysely';
import type { Db } from '../db/create-database.ts';

/** The hiring funnel's stages and the states (event targets) that prove a process reached each one. */
export const FUNNEL_STAGES = [
  { id: 'offers', states: null },
  { id: 'interested', states: ['screening'] },
  { id: 'validated', states: ['validated'] },
  { id: 'accepted', states: ['companyAccepted'] },
  { id: 'interviewed', states: ['candidatePresent', 'companyPresent', 'interviewPassed'] },
  { id: 'finalOffer', states: ['finalOffer'] },
  { id: 'hired', states: ['offerAccepted', 'archived.hired'] },
] as const;
export type FunnelStageId = (typeof FUNNEL_STAGES)[number]['id'];

const hours = (seconds: number | null) => (seconds === null ? null : Math.round((seconds / 3600) * 10) / 10);

/**
 * The funnel of the processes created in [from, to): how many reached each stage, how long processes stay in
 * each state (median and mean hours, from the event log), why they ended (archived state and reason), and the
 * page views of the same period.
 */
export async function funnelReport(db: Db, from: Date, to: Date) {
  const inPeriod = db.selectFrom('processes').select('id').where('created_at', '>=', from).where('created_at', '<', to);

  const reached = await db
    .selectFrom('process_events')
    .select(['to_state', sql<number>`count(distinct process_id)::int`.as('n')])
    .where('process_id', 'in', inPeriod)
    .groupBy('to_state')
    .execute();
  const total = (
    await db
      .selectFrom('processes')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .executeTakeFirstOrThrow()
  ).n;
  const byState = new Map(reached.map((r) => [r.to_state, r.n]));
  const reachedAny = async (states: readonly string[]) =>
    (
      await db
        .selectFrom('process_events')
        .select(sql<number>`count(distinct process_id)::int`.as('n'))
        .where('process_id', 'in', inPeriod)
        .where('to_state', 'in', states)
        .executeTakeFirstOrThrow()
    ).n;
  const stages = [];
  for (const stage of FUNNEL_STAGES) {
    const count = stage.states === null ? total : stage.states.length === 1 ? (byState.get(stage.states[0]!) ?? 0) : await reachedAny(stage.states);
    stages.push({ id: stage.id, count });
  }

  // Time in a state = from the event that entered it to the event that left it.
  const durations = await sql<{ state: string; n: number; median_s: number | null; mean_s: number | null }>`
    select from_state as state, count(*)::int as n,
           percentile_cont(0.5) within group (order by secs) as median_s, avg(secs) as mean_s
    from (
      select e.from_state, extract(epoch from e.created_at - lag(e.created_at) over (partition by e.process_id order by e.version)) as secs
      from process_events e
      where e.process_id in (select id from processes where created_at >= ${from} and created_at < ${to})
    ) t
    where from_state is not null and secs is not null
    group by from_state
    order by from_state`.execute(db);

  const exits = await db
    .selectFrom('processes')
    .select(['state', sql<string | null>`snapshot->'context'->'closing'->>'reason'`.as('reason'), sql<number>`count(*)::int`.as('n')])
    .where('archived', '=', true)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy(['state', sql`snapshot->'context'->'closing'->>'reason'`])
    .orderBy(sql`count(*)`, 'desc')
    .execute();

  const pageViews = await db
    .selectFrom('page_views')
    .select(['path', sql<number>`count(*)::int`.as('n')])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy('path')
    .orderBy(sql`count(*)`, 'desc')
    .limit(20)
    .execute();
  const pageViewsPerDay = await db
    .selectFrom('page_views')
    .select([sql<string>`to_char(created_at at time zone 'Europe/Bucharest', 'YYYY-MM-DD')`.as('day'), sql<number>`count(*)::int`.as('n')])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();

  return {
    from: from.toISOString(),
    to: to.toISOString(),
    stages,
    time_in_state: durations.rows.map((d) => ({
      state: d.state,
      count: d.n,
      median_hours: hours(d.median_s === null ? null : Number(d.median_s)),
      mean_hours: hours(d.mean_s === null ? null : Number(d.mean_s)),
    })),
    exits: exits.map((e) => ({ state: e.state, reason: e.reason, count: e.n })),
    page_views: {
      total: pageViewsPerDay.reduce((s, d) => s + d.n, 0),
      by_path: pageViews.map((p) => ({ path: p.path, count: p.n })),
      by_day: pageViewsPerDay.map((d) => ({ day: d.day, count: d.n })),
    },
  };
}
