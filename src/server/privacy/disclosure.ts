import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { ACTIVE_STAGES, stagePath, type StoredHiringSnapshot } from '../../../machines/index.ts';
import type { Db } from '../db/create-database.ts';
import type { Auth } from '../fastify-types.ts';
import { companyIdOf } from '../auth/plugin.ts';
import { onlyTheirPosts } from '../company/team-access.ts';

/**
 * THE rule of what a company sees of a candidate. Every route, mail and file that shows candidate data
 * to a company asks this module; nothing else decides it.
 *
 * - `anonymous` until the candidate said yes to the offer AND customer care validated the phone screen: initials,
 *   occupation, city, experience and salary range only. No CV, no history of employers, no contact.
 * - `profile` from `validated` on: the full name, the whole profile and the CV.
 * - `contact` from `companyAccepted` on: phone and email too.
 *
 * The level is the furthest stage any of the company's processes with that candidate reached (an archived process
 * counts with the stage it left, `context.resumeAt`): once the candidate agreed to be presented to a company, that
 * company knows her in all its processes. Care and the candidate herself always see everything.
 */
export type Disclosure = 'anonymous' | 'profile' | 'contact';

const RANK: Record<Disclosure, number> = { anonymous: 0, profile: 1, contact: 2 };

/** Stages (state paths) from which a company sees the profile and CV, and from which it sees the contact too. */
export const PROFILE_STAGES: readonly string[] = ACTIVE_STAGES.slice(ACTIVE_STAGES.indexOf('validated'));
export const CONTACT_STAGES: readonly string[] = ACTIVE_STAGES.slice(ACTIVE_STAGES.indexOf('companyAccepted'));

/** The active stage a process is at, or left when it was archived. */
export function stageOf(snapshot: { value: StoredHiringSnapshot['value']; context: Pick<StoredHiringSnapshot['context'], 'resumeAt'> }): string {
  return snapshot.context.resumeAt ?? stagePath(snapshot.value);
}

export function disclosureOfStage(stage: string): Disclosure {
  if (CONTACT_STAGES.includes(stage)) return 'contact';
  return PROFILE_STAGES.includes(stage) ? 'profile' : 'anonymous';
}

export const atLeast = (level: Disclosure, wanted: Disclosure) => RANK[level] >= RANK[wanted];
const higher = (a: Disclosure, b: Disclosure) => (RANK[a] >= RANK[b] ? a : b);

/**
 * The same stage in SQL, for filters that must not look past the rule (e.g. searching by name): the process's stored
 * `disclosure_stage`, which PostgreSQL computes from the snapshot as `stageOf` does (0220_disclosure_stage).
 */
export const stageSql = (processAlias: string): RawBuilder<string> => sql<string>`${sql.ref(`${processAlias}.disclosure_stage`)}`;

/**
 * What `companyId` may see of each candidate; candidates it has no process with are absent. With a member's `auth`,
 * also those of whom that member sees no process (an interviewer's are their posts'); the level stays the company's.
 */
export async function companyDisclosures(db: Db, companyId: number, candidateIds: readonly number[], auth?: Auth): Promise<Map<number, Disclosure>> {
  const ids = [...new Set(candidateIds)];
  const levels = new Map<number, Disclosure>();
  if (!ids.length) return levels;
  const rows = await db
    .selectFrom('processes as p')
    .select(['p.candidate_id', stageSql('p').as('stage')])
    .select((auth ? onlyTheirPosts(auth, 'p.need_id') : sql<SqlBool>`true`).as('seen'))
    .where('p.company_id', '=', companyId)
    .where('p.candidate_id', 'in', ids)
    .execute();
  const seen = new Set(rows.filter((row) => row.seen).map((row) => row.candidate_id));
  for (const row of rows) {
    if (seen.has(row.candidate_id)) levels.set(row.candidate_id, higher(levels.get(row.candidate_id) ?? 'anonymous', disclosureOfStage(row.stage)));
  }
  return levels;
}

/** The furthest level among the stages of a company's processes with one candidate (the rule above, for rows in hand). */
export const furthestDisclosure = (stages: readonly string[]): Disclosure => stages.map(disclosureOfStage).reduce(higher, 'anonymous');

/** What the caller may see of one candidate: everything for care and herself, the rule for a company, null for none. */
export async function disclosureFor(db: Db, auth: Auth, candidateId: number): Promise<Disclosure | null> {
  if (auth.role === 'care') return 'contact';
  if (auth.role === 'candidate') return auth.userId === candidateId ? 'contact' : null;
  return (await companyDisclosures(db, companyIdOf(auth), [candidateId], auth)).get(candidateId) ?? null;
}

/** "Ioana Maria Popescu" → "I. M. P." (letters only, so no part of the name leaks beyond its first letter). */
export function initials(fullName: string): string {
  const letters = fullName
    .split(/[\s-]+/)
    .map((part) => part.match(/\p{L}/u)?.[0])
    .filter((c): c is string => !!c);
  return letters.map((c) => `${c.toLocaleUpperCase('ro-RO')}.`).join(' ');
}

/** The name a viewer with `level` may read. */
export const nameAt = (level: Disclosure, fullName: string): string => (level === 'anonymous' ? initials(fullName) : fullName);

/** How the caller may name each of many candidates (for lists: one query for the whole page). */
export async function namesFor(db: Db, auth: Auth, candidateIds: readonly number[]): Promise<(candidateId: number, fullName: string) => string> {
  if (auth.role !== 'company') return (_id, fullName) => fullName;
  const levels = await companyDisclosures(db, companyIdOf(auth), candidateIds, auth);
  return (candidateId, fullName) => nameAt(levels.get(candidateId) ?? 'anonymous', fullName);
}
