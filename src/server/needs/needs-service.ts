import { sql, type Kysely, type Selectable } from 'kysely';
import { COMPANY_STATUSES } from '../../../machines/index.ts';
import { completeTerms, normalizeTerms, type PostTerms } from '../../../machines/post-terms.ts';
import type { Db } from '../db/create-database.ts';
import { notFound } from '../errors.ts';
import type { Auth } from '../fastify-types.ts';
import type { Locale } from '../i18n/i18n.ts';
import { namesFor } from '../privacy/disclosure.ts';
import type { Database } from '../db/types.ts';
import { checkNeedReferences, type NeedInput } from './need-input.ts';
import { companyIdOf } from '../auth/plugin.ts';
import { assertCan, onlyTheirPosts, onPostOf, type TeamAction } from '../company/team-access.ts';
import { peopleOfPost, staffNewPost } from './post-people.ts';
import { notePostChange } from '../insight/points.ts';

type NeedRow = Selectable<Database['needs']> & { job_title_label: string | null; specialty_label: string | null; city_name: string | null };

/** A need with the labels of its slugs in the caller's language. */
function selectNeeds(db: Db, locale: Locale) {
  const label = locale === 'en' ? 'label_en' : 'label_ro';
  return db
    .selectFrom('needs as n')
    .leftJoin('nomenclatures as jt', (j) => j.onRef('jt.slug', '=', 'n.job_title').on('jt.domain', '=', 'functions'))
    .leftJoin('nomenclatures as sp', (j) => j.onRef('sp.slug', '=', 'n.specialty').on('sp.domain', '=', 'domain'))
    .leftJoin('cities as c', 'c.slug', 'n.city')
    .selectAll('n')
    .select([`jt.${label} as job_title_label`, `sp.${label} as specialty_label`, 'c.name as city_name']);
}

/** The stored terms as the API answers them (enums narrowed from text columns), and whether they are complete. */
export function termsView(n: { [K in keyof PostTerms]: unknown } & Pick<NeedRow, keyof PostTerms>) {
  return {
    norma: n.norma,
    hours_per_week: n.hours_per_week,
    shift_pattern: n.shift_pattern,
    garzi_per_month: n.garzi_per_month,
    garda_pay: n.garda_pay,
    garda_kind: n.garda_kind,
    night_work: n.night_work,
    weekend_work: n.weekend_work,
    start_date: n.start_date,
    contract_kind: n.contract_kind,
    contract_months: n.contract_months,
    probation_days: n.probation_days,
    terms_complete: completeTerms(n) !== null,
  };
}

export function needView(n: NeedRow) {
  return {
    id: n.id,
    company_id: n.company_id,
    title: n.title ?? n.job_title_label ?? n.job_title,
    job_title: n.job_title,
    job_title_label: n.job_title_label,
    specialty: n.specialty,
    specialty_label: n.specialty_label,
    tags: n.tags,
    city: n.city,
    city_name: n.city_name,
    address: n.address,
    work_type: n.work_type,
    schedule: n.schedule,
    salary_min: n.salary_min,
    salary_max: n.salary_max,
    ...termsView(n),
    description: n.description,
    positions: n.positions,
    archived: n.archived,
    archived_at: n.archived_at ? n.archived_at.toISOString() : null,
    archive_reason: n.archive_reason,
    archive_text: n.archive_text,
    created_at: n.created_at.toISOString(),
  };
}

/**
 * A need the caller may read (care, or a member of its company as the team rule decides), or 404: a foreign need
 * looks exactly like a missing one. With `action`, 403 when the member may read it but not do that.
 */
export async function loadNeed(db: Db, auth: Auth, id: number, locale: Locale = 'en', action: TeamAction = 'read'): Promise<NeedRow> {
  const need = await selectNeeds(db, locale).where('n.id', '=', id).executeTakeFirst();
  if (!need) throw notFound();
  if (auth.role === 'care' && action === 'read') return need;
  assertCan(auth, action, { companyId: need.company_id, onPost: await onPostOf(db, auth, need.id, need.owner_id) });
  return need;
}

/** The columns a need's form sets, from its validated input (creation and edit alike). */
export function needColumns(input: NeedInput) {
  return {
    title: input.title || null,
    job_title: input.job_title,
    specialty: input.specialty ?? null,
    tags: JSON.stringify(input.tags ?? []),
    city: input.city,
    address: input.address || null,
    work_type: input.work_type,
    schedule: input.schedule ?? null,
    ...normalizeTerms(input),
    description: input.description || null,
    positions: input.positions ?? 1,
  };
}

export async function createNeed(db: Db, auth: Auth, input: NeedInput, now: Date, locale: Locale) {
  assertCan(auth, 'post.write', { companyId: companyIdOf(auth) });
  await checkNeedReferences(db, input);
  // The demo seed creates posts inside its own transaction; a request opens one.
  const inOne = <T>(work: (trx: Kysely<Database>) => Promise<T>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  const row = await inOne(async (trx) => {
    const created = await trx
      .insertInto('needs')
      .values({ company_id: companyIdOf(auth), ...needColumns(input), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await staffNewPost(trx, created.id, auth.userId, now);
    await notePostChange(trx, created.id, now);
    return created;
  });
  return needView(await loadNeed(db, auth, row.id, locale));
}

/** Counts of the need's processes by company status, e.g. { 'interview scheduled': 2 }. */
async function statusCounts(db: Db, needIds: number[]) {
  if (!needIds.length) return new Map<number, Record<string, number>>();
  const rows = await db
    .selectFrom('processes')
    .select(['need_id', 'company_status', sql<number>`count(*)::int`.as('n')])
    .where('need_id', 'in', needIds)
    .groupBy(['need_id', 'company_status'])
    .execute();
  const byNeed = new Map<number, Record<string, number>>();
  for (const r of rows) byNeed.set(r.need_id, { ...byNeed.get(r.need_id), [r.company_status]: r.n });
  return byNeed;
}

export async function listNeeds(db: Db, auth: Auth, query: { archived?: 0 | 1 | undefined }, locale: Locale) {
  let q = selectNeeds(db, locale).orderBy('n.created_at', 'desc').orderBy('n.id', 'desc');
  if (auth.role === 'company') q = q.where('n.company_id', '=', companyIdOf(auth)).where(onlyTheirPosts(auth, 'n.id'));
  if (query.archived !== undefined) q = q.where('n.archived', '=', query.archived === 1);
  const needs = await q.execute();
  const counts = await statusCounts(
    db,
    needs.map((n) => n.id),
  );
  const open = await db
    .selectFrom('processes')
    .select(['need_id', sql<number>`count(*)::int`.as('n')])
    .where('need_id', 'in', needs.length ? needs.map((n) => n.id) : [0])
    .where('archived', '=', false)
    .groupBy('need_id')
    .execute();
  const openBy = new Map(open.map((r) => [r.need_id, r.n]));
  return {
    data: needs.map((n) => ({ ...needView(n), status_counts: counts.get(n.id) ?? {}, open_processes: openBy.get(n.id) ?? 0 })),
  };
}

const ended = (processes: { archived: boolean }[]) => processes.every((p) => p.archived);

/**
 * GET /api/needs/{id}: the need and its pipeline, one column per company status in the vocabulary's order, the
 * columns of processes still going before those of ended ones (a live final offer is never under a refusal).
 */
export async function getNeedDetail(db: Db, auth: Auth, id: number, locale: Locale) {
  const need = await loadNeed(db, auth, id, locale);
  const processes = await db
    .selectFrom('processes as p')
    .innerJoin('candidates as c', 'c.user_id', 'p.candidate_id')
    .select(['p.id', 'p.candidate_id', 'c.full_name', 'p.company_status', 'p.state', 'p.archived', 'p.updated_at', 'p.created_at'])
    .where('p.need_id', '=', need.id)
    .orderBy('p.updated_at', 'desc')
    .execute();
  const nameOf = await namesFor(
    db,
    auth,
    processes.map((p) => p.candidate_id),
  );
  const pipeline = COMPANY_STATUSES.map((status) => ({
    status,
    processes: processes
      .filter((p) => p.company_status === status)
      .map((p) => ({
        id: p.id,
        candidate: { id: p.candidate_id, name: nameOf(p.candidate_id, p.full_name) },
        state: p.state,
        archived: p.archived,
        created_at: p.created_at.toISOString(),
        updated_at: p.updated_at.toISOString(),
      })),
  }))
    .filter((column) => column.processes.length > 0)
    // Stable: the vocabulary's order stays within the live columns and within the ended ones.
    .sort((a, b) => Number(ended(a.processes)) - Number(ended(b.processes)));
  return { ...needView(need), pipeline, people: await peopleOfPost(db, need.id) };
}
