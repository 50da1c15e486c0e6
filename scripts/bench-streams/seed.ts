import { sql } from 'kysely';
import { hashToken, newToken } from '../../src/server/auth/tokens.ts';
import type { Db } from '../../src/server/db/create-database.ts';
import { POLICY_VERSION } from '../../src/server/privacy/policy-version.ts';
import { insertNeed } from '../../src/server/workflow/needs.ts';
import { machineNow, threeOptions } from '../../tests/e2e/support/clock.ts';
import { LICENCE_CHECKED, giveLicenceFor } from '../../tests/support/licences.ts';

// The users and processes of `npm run bench:streams`: written straight into the bench's schema (10,000 sign-ups
// through the API would spend minutes hashing passwords), then taken through the real routes to the point where
// both sides can counter-propose interview options for as long as the bench runs.

export type User = { id: number; role: 'candidate' | 'company' | 'care'; token: string };
export type Process = { id: number; candidate: User; company: User; version: number };

/** `count` users with a session each: `care` care agents, then a third companies and the rest candidates. */
export async function seedUsers(db: Db, count: number, care: number): Promise<User[]> {
  const companies = Math.floor((count - care) / 3);
  const rows = await sql<{ id: number; role: User['role'] }>`
    insert into users (email, password_hash, role, created_at, updated_at)
    select 'bench-streams-' || n || '@bench.test', 'no-login',
      case when n <= ${care} then 'care' when n <= ${care + companies} then 'company' else 'candidate' end, now(), now()
    from generate_series(1, ${count}) n
    returning id, role`.execute(db);
  const users = rows.rows.map((r) => ({ ...r, token: newToken() }));
  const ids = (role: User['role']) => users.filter((u) => u.role === role).map((u) => u.id);
  await sql`insert into candidates (user_id, full_name, phone, terms_accepted_at)
    select id, 'Bench Candidat', '+40700000001', now() from unnest(${ids('candidate')}::int[]) id`.execute(db);
  await sql`insert into companies (user_id, name, contact_name, phone)
    select id, 'Clinica Bench', 'Bench', '+40700000002' from unnest(${ids('company')}::int[]) id`.execute(db);
  await sql`insert into care_agents (user_id, full_name, phone)
    select id, 'Bench Care', '+40700000003' from unnest(${ids('care')}::int[]) id`.execute(db);
  await sql`insert into policy_consents (user_id, version, accepted_at)
    select id, ${POLICY_VERSION}, now() from unnest(${users.map((u) => u.id)}::int[]) id`.execute(db);
  for (let i = 0; i < users.length; i += 5_000) {
    const chunk = users.slice(i, i + 5_000);
    await sql`insert into sessions (user_id, token_hash, created_at, expires_at)
      select id, hash, now(), now() + interval '1 day'
      from unnest(${chunk.map((u) => u.id)}::int[], ${chunk.map((u) => hashToken(u.token))}::text[]) as t(id, hash)`.execute(db);
  }
  return users;
}

type Post = (path: string, token: string, body: unknown) => Promise<{ version: number; id: number }>;

/** Interview options both sides trade back and forth (working days ahead of the machine's clock). */
export const optionSets = () => [threeOptions(new Date(), 1, '10:00'), threeOptions(new Date(), 4, '11:00')] as const;

/** A process per (candidate, company) pair, taken by the real routes to an interview proposal the candidate can counter. */
export async function seedProcesses(db: Db, post: Post, pairs: Array<[User, User]>, care: User, concurrency = 8): Promise<Process[]> {
  const [a] = optionSets();
  const queue = [...pairs];
  const processes: Process[] = [];
  const event = async (p: Process, who: User, type: string, payload: unknown) => {
    p.version = (await post(`/processes/${p.id}/events`, who.token, { type, payload, expectedVersion: p.version })).version;
  };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let pair = queue.shift(); pair; pair = queue.shift()) {
        const [candidate, company] = pair;
        const needId = await insertNeed(
          db,
          { companyId: company.id, jobTitle: 'medic-specialist', city: 'cluj-napoca', workType: 'full_time' },
          new Date(),
        );
        const { id } = await post('/processes', care.token, { need_id: needId, candidate_id: candidate.id });
        await giveLicenceFor(db, id);
        const p = { id, candidate, company, version: 1 };
        await event(p, candidate, 'candidate.acceptOffer', { callSlot: threeOptions(machineNow())[0] });
        await event(p, care, 'care.validate', LICENCE_CHECKED);
        await event(p, company, 'company.acceptCandidate', {});
        await event(p, company, 'company.proposeInterview', { interview: { type: 'phone', phone: '+40721000000' }, options: a });
        processes.push(p);
      }
    }),
  );
  return processes;
}
