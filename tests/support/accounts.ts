import { sql } from 'kysely';
import { expect } from 'vitest';
import type { MemberRole } from '../../machines/member-roles.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { createSession } from '../../src/server/auth/sessions.ts';
import type { Db } from '../../src/server/db/create-database.ts';
import { recordPolicyConsent } from '../../src/server/privacy/policy-consent.ts';
import type { TestContext } from './databases.ts';

// The accounts driver of the API and database suites: every candidate, company, team member and care agent a test
// needs, signed in through the real login (register*, createCare, addMember, parties), or inserted as rows
// (insert*, createParties) where registration is not under test, many precise profiles are needed or a migration
// suite runs on an older schema.

export const PASSWORD = 'Sigur-Parola-9';

let counter = 0;
/** A unique, valid email per call (suites share one database per describe block). */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}.${Math.random().toString(36).slice(2, 7)}@example.ro`;
}

export function candidatePayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: uniqueEmail('candidat'),
    password: PASSWORD,
    confirm_password: PASSWORD,
    name: 'Ioana Popescu',
    phone: '0722 123 456',
    terms_accepted: true,
    receive_notifications: true,
    ...overrides,
  };
}

export function companyPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    company_name: 'Clinica Sănătatea',
    contact_name: 'Mihai Ionescu',
    email: uniqueEmail('clinica'),
    password: PASSWORD,
    confirm_password: PASSWORD,
    phone: '+40 21 312 4567',
    city: 'cluj-napoca',
    terms_accepted: true,
    ...overrides,
  };
}

export type Account = { id: number; email: string; token: string };
/** A signed-in person a test acts as. */
export type Party = Account;

export async function registerCandidate(ctx: TestContext, overrides: Record<string, unknown> = {}): Promise<Account> {
  const payload = candidatePayload(overrides);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/register/candidate', payload });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as { id: number; access_token: string };
  return { id: body.id, email: String(payload.email), token: body.access_token };
}

export async function registerCompany(ctx: TestContext, overrides: Record<string, unknown> = {}): Promise<Account> {
  const payload = companyPayload(overrides);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/register/company', payload });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as { id: number; token: string };
  return { id: body.id, email: String(payload.email), token: body.token };
}

/** A care account (no public registration exists for care: created directly, then signed in). */
export async function createCare(ctx: TestContext): Promise<Account> {
  const email = uniqueEmail('care');
  const now = ctx.clock.now();
  const user = await ctx.db
    .insertInto('users')
    .values({ email, password_hash: await hashPassword(PASSWORD), role: 'care', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.db.insertInto('care_agents').values({ user_id: user.id, full_name: 'Elena Dumitru', phone: '+40700000301' }).execute();
  const token = await login(ctx, email, PASSWORD, '10.9.9.9');
  return { id: user.id, email, token };
}

export async function login(ctx: TestContext, email: string, password = PASSWORD, ip = '10.0.0.1'): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The headers of a request made by `party`, answered in `locale`. */
export const asParty = (party: Pick<Party, 'token'>, locale = 'en') => ({ ...bearer(party.token), 'accept-language': locale });

/** A company, another company and a care agent, each signed in. */
export async function parties(ctx: TestContext) {
  return { company: await registerCompany(ctx), other: await registerCompany(ctx, { company_name: 'Spitalul Altul' }), care: await createCare(ctx) };
}

/** A registered candidate with the profile fields the list filters on, written directly (onboarding is not under test). */
export async function candidate(
  ctx: TestContext,
  fields: {
    name: string;
    city?: string;
    category?: string;
    sub_category?: string;
    min_salary?: number;
    max_salary?: number;
    preferred_cities?: string[];
    birth_date?: string;
  },
): Promise<Party> {
  const account = await registerCandidate(ctx, { name: fields.name });
  await ctx.db
    .updateTable('candidates')
    .set({
      city: fields.city ?? 'cluj-napoca',
      category: fields.category ?? null,
      sub_category: fields.sub_category ?? null,
      min_salary: fields.min_salary ?? null,
      max_salary: fields.max_salary ?? null,
      preferred_cities: JSON.stringify(fields.preferred_cities ?? []),
      birth_date: fields.birth_date ?? null,
    })
    .where('user_id', '=', account.id)
    .execute();
  return account;
}

let members = 0;

/**
 * A member of a company's team, created directly in the database (as an accepted invitation leaves it) and signed
 * in through the real login: an Account whose token acts for `companyId` with `role`.
 */
export async function addMember(
  ctx: TestContext,
  companyId: number,
  role: MemberRole,
  options: { fullName?: string; locale?: 'ro-RO' | 'en' } = {},
): Promise<Account & { role: MemberRole; fullName: string }> {
  members += 1;
  const email = uniqueEmail(`membru-${role}`);
  const fullName = options.fullName ?? `Dr. Ana Pop ${members}`;
  const now = ctx.clock.now();
  const user = await ctx.db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword(PASSWORD),
      role: 'company',
      locale: options.locale ?? 'ro-RO',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('company_members')
    .values({ user_id: user.id, company_id: companyId, role, full_name: fullName, created_at: now })
    .execute();
  // Each login from its own address: the login rate limit counts per address.
  const token = await login(ctx, email, PASSWORD, `10.33.${Math.floor(members / 250)}.${members % 250}`);
  return { id: user.id, email, token, role, fullName };
}

/** Puts a member on a post (as the post's people route or an owner's handover would). */
export async function addToPost(ctx: TestContext, needId: number, userId: number): Promise<void> {
  await ctx.db
    .insertInto('need_members')
    .values({ need_id: needId, user_id: userId, added_at: ctx.clock.now() })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Turns a member off as the team screen does: their sessions stop counting at once (resolveSession reads it). */
export async function deactivateMember(ctx: TestContext, userId: number): Promise<void> {
  await ctx.db.updateTable('company_members').set({ active: false, deactivated_at: ctx.clock.now() }).where('user_id', '=', userId).execute();
}

// Rows without a password (no login): for the operations and migration suites, which need many precise profiles or
// an older schema. A session, where one is needed, comes from createSession.

type Role = 'candidate' | 'company' | 'care';

/** A user row of `role` without a password (password_hash '!' matches no password). */
async function insertUser(db: Db, now: Date, role: Role, over: { email: string; locale?: string | undefined }): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({ email: over.email, password_hash: '!', role, locale: over.locale ?? 'ro-RO', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

export async function insertCompany(db: Db, now: Date, over: { name?: string; locale?: string; email?: string } = {}): Promise<number> {
  const id = await insertUser(db, now, 'company', { email: over.email ?? uniqueEmail('clinica'), locale: over.locale });
  await recordPolicyConsent(db, id, now);
  await db
    .insertInto('companies')
    .values({
      user_id: id,
      name: over.name ?? 'Clinica Sănătatea',
      contact_name: 'Mihai Ionescu',
      phone: '+40213124567',
      city: 'cluj-napoca',
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('company_members')
    .values({ user_id: id, company_id: id, role: 'owner', full_name: 'Mihai Ionescu', created_at: now })
    .execute();
  return id;
}

/** A customer care agent (a person: the system actor of jobs/system-actor.ts sends no care event). */
export async function insertCareAgent(db: Db, now: Date, over: { locale?: string; email?: string } = {}): Promise<number> {
  const id = await insertUser(db, now, 'care', { email: over.email ?? uniqueEmail('suport'), locale: over.locale });
  await db.insertInto('care_agents').values({ user_id: id, full_name: 'Elena Dumitru', phone: '+40700000301' }).execute();
  return id;
}

/** A candidate who fits `insertNeed`'s default need in every way, unless told otherwise. */
export async function insertCandidate(
  db: Db,
  now: Date,
  over: Record<string, unknown> & { locale?: string; email?: string } = {},
): Promise<{ id: number; email: string }> {
  const address = over.email ?? uniqueEmail('candidat');
  const id = await insertUser(db, now, 'candidate', { email: address, locale: over.locale });
  await recordPolicyConsent(db, id, now);
  const json = (v: unknown) => JSON.stringify(v);
  const { locale: _l, email: _e, ...fields } = over;
  const row = {
    user_id: id,
    full_name: 'Ioana Popescu',
    phone: '+40722123456',
    terms_accepted_at: now,
    category: 'asistent-medical',
    sub_category: 'cardiologie',
    work_type: 'full_time',
    city: 'turda',
    max_distance_in_km: 40,
    open_to_relocation: false,
    // Gross, the basis of a post's range: the fixtures' pay ranges overlap as written.
    min_salary: 6000,
    max_salary: 8000,
    salary_basis: 'gross',
    job_search_status: 'ready',
    created_at: now,
    updated_at: now,
    ...fields,
  } as Record<string, unknown>;
  for (const key of ['preferred_cities', 'work_locations', 'blacklisted_companies', 'notification_preferences', 'tags', 'accepted_shift_patterns']) {
    row[key] = json(row[key] ?? []);
  }
  await db
    .insertInto('candidates')
    .values(row as never)
    .execute();
  return { id, email: address };
}

let bare = 0;

/**
 * A party with a session and no password: a company and a care agent as inserted above, a candidate with a name
 * only (no profile, so matching never offers her anything).
 */
export async function insertParty(ctx: TestContext, role: Role, locale: string): Promise<Party & { role: Role }> {
  const now = ctx.clock.now();
  const email = uniqueEmail(role);
  let id: number;
  if (role === 'company') id = await insertCompany(ctx.db, now, { locale, email, name: `Clinica ${++bare}` });
  else if (role === 'care') id = await insertCareAgent(ctx.db, now, { locale, email });
  else {
    id = await insertUser(ctx.db, now, role, { email, locale });
    await recordPolicyConsent(ctx.db, id, now);
    await sql`insert into candidates (user_id, full_name, phone, terms_accepted_at) values (${id}, ${`Ioana Candidat ${++bare}`}, '+40700000101', now())`.execute(
      ctx.db,
    );
  }
  const { token } = await createSession(ctx.db, ctx.clock, id);
  return { id, email, token, role };
}

/** A candidate, a company (in English) and a care agent, inserted with sessions (insertParty). */
export async function createParties(ctx: TestContext) {
  return {
    candidate: await insertParty(ctx, 'candidate', 'ro-RO'),
    company: await insertParty(ctx, 'company', 'en'),
    care: await insertParty(ctx, 'care', 'ro-RO'),
  };
}
