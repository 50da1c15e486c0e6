import type { StatePath } from '../../machines/index.ts';
import type { Db } from '../../src/server/db/create-database.ts';
import { recordPolicyConsent } from '../../src/server/privacy/policy-consent.ts';
import { DAY_POST_TERMS } from '../../src/server/workflow/needs.ts';

// Direct inserts for the operations suites: matching needs many precise profiles, faster than registering each.

let seq = 0;
const email = (prefix: string) => `${prefix}.${process.pid}.${++seq}.${Math.random().toString(36).slice(2, 7)}@example.ro`;

export async function insertCompany(db: Db, now: Date, over: { name?: string; locale?: string } = {}): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({ email: email('clinica'), password_hash: '!', role: 'company', locale: over.locale ?? 'ro-RO', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordPolicyConsent(db, user.id, now);
  await db
    .insertInto('companies')
    .values({
      user_id: user.id,
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
    .values({ user_id: user.id, company_id: user.id, role: 'owner', full_name: 'Mihai Ionescu', created_at: now })
    .execute();
  return user.id;
}

/** A customer care agent (a person: the system actor of jobs/system-actor.ts sends no care event). */
export async function insertCareAgent(db: Db, now: Date): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({ email: email('suport'), password_hash: '!', role: 'care', locale: 'ro-RO', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

/** A candidate who fits `insertNeed`'s default need in every way, unless told otherwise. */
export async function insertCandidate(
  db: Db,
  now: Date,
  over: Record<string, unknown> & { locale?: string; email?: string } = {},
): Promise<{ id: number; email: string }> {
  const address = over.email ?? email('candidat');
  const user = await db
    .insertInto('users')
    .values({ email: address, password_hash: '!', role: 'candidate', locale: over.locale ?? 'ro-RO', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordPolicyConsent(db, user.id, now);
  const json = (v: unknown) => JSON.stringify(v);
  const { locale: _l, email: _e, ...fields } = over;
  const row = {
    user_id: user.id,
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
  return { id: user.id, email: address };
}

export async function insertNeed(db: Db, now: Date, companyId: number, over: Record<string, unknown> = {}): Promise<number> {
  const need = await db
    .insertInto('needs')
    .values({
      company_id: companyId,
      job_title: 'asistent-medical',
      specialty: 'cardiologie',
      city: 'cluj-napoca',
      work_type: 'full_time',
      ...DAY_POST_TERMS,
      created_at: now,
      updated_at: now,
      ...over,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return need.id;
}

/** The columns an older machine left in a stored process, for the migration suites that bring it forward. */
export type StoredProcess = {
  need_id: number;
  candidate_id: number;
  company_id: number;
  machine_version: number;
  snapshot: string;
  state: StatePath;
  candidate_status: string;
  company_status: string;
  version: number;
};

/** A process row exactly as given (no machine involved), created and last changed at `at`. */
export async function insertStoredProcess(db: Db, at: Date, row: StoredProcess): Promise<number> {
  const { id } = await db
    .insertInto('processes')
    .values({ ...row, archived: row.state.startsWith('archived.'), created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
