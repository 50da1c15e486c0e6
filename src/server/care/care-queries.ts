import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../db/types.ts';
import type { Actor } from '../../../machines/index.ts';
import type { Db } from '../db/create-database.ts';
import type { Locale } from '../i18n/i18n.ts';
import { careLicences } from '../licences/care-licence.ts';
import { foldForSearch } from '../../../machines/search-text.ts';
import { foldedSql } from '../lib/folded-sql.ts';
import { cityName, jobTitleLabel, labelColumn, processRows } from '../workflow/process-rows.ts';
import { openEventsOf, restore } from '../workflow/process-view.ts';

// Read models of the care console. Care acts only through the engine (POST /api/processes/{id}/events with
// care.* events); these queries only list what needs care's attention, each process with the care events the
// machine lets the caller send now (`can`), so the console offers a decision only where the machine allows it.

/** Who reads a care list, and when: what its processes' `can` is asked for. */
export type CareViewer = { actor: Actor; now: Date };

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** A "contains" pattern for a folded column: "Bucuresti" finds București, "stefan" Ștefan. */
const foldedLike = (q: string) => like(foldForSearch(q));

/**
 * Processes with the columns every care list shows about them, in the caller's language: parties, the need's labels
 * and the candidate's email (care finds people by it).
 */
function careProcesses(db: Db, locale: Locale) {
  return processRows(db)
    .innerJoin('users as cu', 'cu.id', 'p.candidate_id')
    .select((eb) => [
      'p.id',
      'p.version',
      'p.state',
      'p.archived',
      'p.need_id',
      'p.updated_at',
      'p.created_at',
      'p.snapshot',
      'n.archived as need_archived',
      'cand.user_id as candidate_id',
      'cand.full_name as candidate_name',
      'cand.phone as candidate_phone',
      'cu.email as candidate_email',
      'co.user_id as company_id',
      'co.name as company_name',
      'co.phone as company_phone',
      // The city's name, never its slug (care reads these lists aloud on the phone).
      eb.fn.coalesce(cityName(db), 'n.city').as('city'),
      eb.fn.coalesce(jobTitleLabel(db, locale), 'n.job_title').as('position'),
      sql<string | null>`p.snapshot->'context'->>'callSlot'`.as('call_slot'),
      sql<unknown>`p.snapshot->'context'->'closing'`.as('closing'),
    ]);
}

type ProcessRowView = Awaited<ReturnType<ReturnType<typeof careProcesses>['execute']>>[number];

export function processItem(r: ProcessRowView, viewer: CareViewer) {
  return {
    id: r.id,
    version: r.version,
    state: r.state,
    archived: r.archived,
    need_id: r.need_id,
    position: r.position,
    city: r.city,
    call_slot: r.call_slot,
    closing: (r.closing ?? null) as { event: string; by: string; reason?: string; text?: string; reply?: string } | null,
    candidate: { id: r.candidate_id, name: r.candidate_name, phone: r.candidate_phone, email: r.candidate_email },
    company: { id: r.company_id, name: r.company_name, phone: r.company_phone },
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    can: openEventsOf(restore(r), viewer.actor, viewer.now, r.need_archived),
  };
}

/**
 * Candidates who said they are interested, waiting for their phone screen, soonest call slot first; each with the
 * licence to practise care must check for a regulated job title.
 */
export async function screeningQueue(db: Db, locale: Locale, viewer: CareViewer) {
  const rows = await careProcesses(db, locale)
    .where('p.state', '=', 'screening')
    .orderBy(sql`p.snapshot->'context'->>'callSlot'`)
    .orderBy('p.id')
    .limit(200)
    .execute();
  const licences = await careLicences(
    db,
    rows.map((r) => r.id),
    viewer.now,
  );
  return rows.map((r) => ({ ...processItem(r, viewer), licence: licences.get(r.id) ?? null }));
}

/** Open follow-ups: no-shows, rejected final offers, interview proposals nobody answered. */
export async function openFollowUps(db: Db, locale: Locale, viewer: CareViewer) {
  const flags = await db
    .selectFrom('care_flags as f')
    .leftJoin('users as u', 'u.id', 'f.requested_by')
    .leftJoin('company_members as m', 'm.user_id', 'f.requested_by')
    .select(['f.id', 'f.kind', 'f.created_at', 'f.reason', 'f.process_id', 'u.role as asker_role', 'm.full_name as asker_member'])
    .where('f.resolved_at', 'is', null)
    .orderBy('f.created_at')
    .limit(200)
    .execute();
  if (!flags.length) return [];
  const rows = await careProcesses(db, locale)
    .where('p.id', 'in', [...new Set(flags.map((f) => f.process_id))])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, processItem(r, viewer)]));
  return flags.flatMap((f) => {
    const process = byId.get(f.process_id);
    if (!process) return [];
    return [{ id: f.id, kind: f.kind, flagged_at: f.created_at.toISOString(), reason: f.reason, asked_by: askedBy(f, process), process }];
  });
}

/**
 * Whom care calls back about a request: the candidate, or on a company's side the member who asked (a team's
 * recruiter is not always the owner whose number is the company's). Null for the flags the system raised.
 */
function askedBy(
  flag: { asker_role: string | null; asker_member: string | null },
  process: { candidate: { name: string }; company: { name: string } },
) {
  if (flag.asker_role === 'candidate') return { side: 'candidate' as const, name: process.candidate.name };
  if (flag.asker_role === 'company') return { side: 'company' as const, name: flag.asker_member ?? process.company.name };
  return null;
}

/** Beyond this many matching people a search is applied as a subquery rather than a list of ids. */
const MATCH_LIST_MAX = 500;

/**
 * The candidates (by folded name or email) and companies (by name) a care search names, as lists of ids when they
 * are few: the planner then reads their processes through the per-party indexes instead of walking every archived
 * process to test three joined columns. Names go through the trigram indexes (0020_company, 0210_email_trigram).
 */
async function partiesMatching(db: Db, q: string) {
  const byName = db.selectFrom('candidates').select('user_id as id').where('name_search', 'like', foldedLike(q));
  const byEmail = db.selectFrom('users').select('id').where('role', '=', 'candidate').where('email', 'ilike', like(q));
  const candidates = byName.union(byEmail);
  const companies = db
    .selectFrom('companies')
    .select('user_id as id')
    .where(foldedSql(sql.ref('name')), 'like', foldedLike(q));
  const [candidateIds, companyIds] = await Promise.all([
    candidates.limit(MATCH_LIST_MAX + 1).execute(),
    companies.limit(MATCH_LIST_MAX + 1).execute(),
  ]);
  return {
    candidates: candidateIds.length > MATCH_LIST_MAX ? candidates : candidateIds.map((r) => r.id),
    companies: companyIds.length > MATCH_LIST_MAX ? companies : companyIds.map((r) => r.id),
  };
}

/** Archived processes (newest first), optionally only those whose candidate or company matches `q`. */
export async function archivedProcesses(db: Db, locale: Locale, viewer: CareViewer, q: string | undefined, limit: number, offset: number) {
  let query = careProcesses(db, locale).where('p.archived', '=', true);
  if (q) {
    const { candidates, companies } = await partiesMatching(db, q);
    if (Array.isArray(candidates) && Array.isArray(companies) && !candidates.length && !companies.length) return [];
    query = query.where((eb) =>
      eb.or([
        ...(!Array.isArray(candidates) || candidates.length ? [eb('p.candidate_id', 'in', candidates)] : []),
        ...(!Array.isArray(companies) || companies.length ? [eb('p.company_id', 'in', companies)] : []),
      ]),
    );
  }
  const rows = await query.orderBy('p.updated_at', 'desc').orderBy('p.id', 'desc').limit(limit).offset(offset).execute();
  return rows.map((r) => processItem(r, viewer));
}

/** People and companies whose name, email or phone contains `q`, with their processes. */
export async function searchPeople(db: Db, locale: Locale, viewer: CareViewer, q: string) {
  const pattern = like(q);
  const folded = foldedLike(q);
  const candidates = await db
    .selectFrom('candidates as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.user_id as id', 'c.full_name as name', 'u.email', 'c.phone', 'c.city', 'c.job_search_status'])
    .where((eb) => eb.or([eb('c.name_search', 'like', folded), eb('u.email', 'ilike', pattern), eb('c.phone', 'ilike', pattern)]))
    .orderBy('c.full_name')
    .limit(20)
    .execute();
  const companies = await db
    .selectFrom('companies as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.user_id as id', 'c.name', 'c.contact_name', 'u.email', 'c.phone', 'c.city', 'c.credits'])
    .where((eb) =>
      eb.or([
        eb(foldedSql(eb.ref('c.name')), 'like', folded),
        eb(foldedSql(eb.ref('c.contact_name')), 'like', folded),
        eb('u.email', 'ilike', pattern),
      ]),
    )
    .orderBy('c.name')
    .limit(20)
    .execute();
  const ids = [...candidates.map((c) => c.id), ...companies.map((c) => c.id)];
  const processes = ids.length
    ? (
        await careProcesses(db, locale)
          .where((eb) => eb.or([eb('p.candidate_id', 'in', ids), eb('p.company_id', 'in', ids)]))
          .orderBy('p.updated_at', 'desc')
          .limit(200)
          .execute()
      ).map((r) => processItem(r, viewer))
    : [];
  return { candidates, companies, processes };
}

/** Companies with their credits, by name. */
export async function companyCredits(db: Db, q: string | undefined) {
  let query = db
    .selectFrom('companies as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.user_id as id', 'c.name', 'c.contact_name', 'u.email', 'c.phone', 'c.city', 'c.credits'])
    .select((eb) =>
      eb
        .selectFrom('needs')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('needs.company_id', '=', 'c.user_id')
        .where('needs.archived', '=', false)
        .as('open_needs'),
    );
  if (q) query = query.where((eb) => eb.or([eb('c.name', 'ilike', like(q)), eb('u.email', 'ilike', like(q))]));
  return query.orderBy('c.name').limit(200).execute();
}

/** Open needs, newest first, whose company, title, job title or city contains `q`: care picks one to recommend for. */
export async function openNeeds(db: Db, locale: Locale, q: string | undefined) {
  let query = db
    .selectFrom('needs as n')
    .innerJoin('companies as co', 'co.user_id', 'n.company_id')
    .leftJoin('cities as ci', 'ci.slug', 'n.city')
    .select(['n.id', 'n.title', needPosition(locale).as('position'), sql<string>`coalesce(ci.name, n.city)`.as('city'), 'co.name as company'])
    .where('n.archived', '=', false);
  if (q) query = query.where(needContains(locale, q));
  return query.orderBy('n.created_at', 'desc').orderBy('n.id', 'desc').limit(50).execute();
}

/** A need's (n) job title label in `locale`, over a join of its label as `jt` or by subquery. */
export const needPosition = (locale: Locale) => sql<string>`coalesce((select ${sql.ref(labelColumn(locale, 'jt'))} from nomenclatures jt
  where jt.domain = 'functions' and jt.slug = n.job_title), n.job_title)`;

/**
 * Needs (n) whose company (co), title, job title or city (ci) contains `q`, with or without diacritics: care finds
 * a post by whatever it remembers of it.
 */
export function needContains(locale: Locale, q: string) {
  const folded = foldedLike(q);
  return (eb: ExpressionBuilder<Database & { n: Database['needs']; co: Database['companies']; ci: Database['cities'] }, 'n' | 'co' | 'ci'>) =>
    eb.or([
      eb(foldedSql(eb.ref('co.name')), 'like', folded),
      eb(foldedSql(eb.ref('n.title')), 'like', folded),
      eb(foldedSql(needPosition(locale)), 'like', folded),
      eb('ci.search_name', 'like', folded),
    ]);
}
