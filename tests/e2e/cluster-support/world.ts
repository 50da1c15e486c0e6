import { DAY_POST_TERMS } from '../../../src/server/workflow/needs.ts';
import { createSession } from '../../../src/server/auth/sessions.ts';
import { systemClock } from '../../../src/server/clock.ts';
import type { Db } from '../../../src/server/db/create-database.ts';
import { candidateRegistration, companyRegistration, uniqueEmail } from '../support/accounts';
import { machineNow, threeOptions } from '../support/clock';
import { LICENCE_CHECKED } from '../support/licences';

// Accounts, needs and processes of the cluster suite, made through the balancer with plain fetch (the suite's
// load must survive an instance dying mid-request, which fetch reports as an error we can retry).

export type Party = { id: number; token: string; email: string };
export type Pair = { candidate: Party; company: Party; needId: number; processId: number; version: number };

export async function call(
  base: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${base}/api${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'accept-language': 'en',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as Record<string, unknown> & { id: number; version: number } };
}

async function ok(base: string, path: string, init: Parameters<typeof call>[2], status = 200) {
  const res = await call(base, path, init);
  if (res.status !== status) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

export async function registerCandidate(base: string): Promise<Party> {
  const email = uniqueEmail('cluster-candidate');
  const res = (await ok(base, '/register/candidate', { body: candidateRegistration(email) }, 201)) as unknown as { id: number; access_token: string };
  return { id: res.id, token: res.access_token, email };
}

export async function registerCompany(base: string): Promise<Party> {
  const email = uniqueEmail('cluster-company');
  const res = (await ok(base, '/register/company', { body: companyRegistration(email, 'Clinica Cluster') }, 201)) as unknown as {
    id: number;
    token: string;
  };
  return { id: res.id, token: res.token, email };
}

/** A care agent (no registration exists for care): inserted into the cluster's schema, with a session. */
export async function createCareAgent(db: Db): Promise<Party> {
  const email = uniqueEmail('cluster-care');
  const now = systemClock.now();
  const user = await db
    .insertInto('users')
    .values({ email, password_hash: 'no-login', role: 'care', locale: 'ro-RO', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('care_agents').values({ user_id: user.id, full_name: 'Maria Care', phone: '+40700000103' }).execute();
  return { id: user.id, token: (await createSession(db, systemClock, user.id)).token, email };
}

/** A candidate offered a company's need, as far as the company's review (candidate interested, care validated). */
export async function pairAtReview(base: string, care: Party): Promise<Pair> {
  const [candidate, company] = [await registerCandidate(base), await registerCompany(base)];
  const need = await ok(
    base,
    '/needs',
    {
      token: company.token,
      body: {
        job_title: 'medic-specialist',
        specialty: 'cardiologie',
        city: 'cluj-napoca',
        work_type: 'full_time',
        ...DAY_POST_TERMS,
        salary_min: 9000,
        salary_max: 12000,
        description: 'Cardiolog.',
      },
    },
    201,
  );
  // Care offers (a company may only ask for a candidate the product showed it, docs/privacy.md).
  const processId = (await ok(base, '/processes', { token: care.token, body: { need_id: need.id, candidate_id: candidate.id } }, 201)).id;
  const pair = { candidate, company, needId: need.id, processId, version: 1 };
  // A specialist physician is validated only with the CMR's licence on file, and care's word that it checked it.
  const year = machineNow().getUTCFullYear();
  const licence = { body: 'CMR', number: `CMR-${year - 1}/4521`, issued_on: `${year - 1}-01-15`, expires_on: `${year + 3}-12-31` };
  await ok(base, '/profile/licences/medic-specialist', { method: 'PUT', token: candidate.token, body: licence });
  await send(base, pair, candidate, 'candidate.acceptOffer', { callSlot: threeOptions(machineNow())[0] });
  await send(base, pair, care, 'care.validate', LICENCE_CHECKED);
  return pair;
}

/** One event at the pair's known version, with an Idempotency-Key as the SPA sends it; the pair's version follows. */
export async function send(base: string, pair: Pair, party: Party, type: string, payload: unknown) {
  const view = await ok(base, `/processes/${pair.processId}/events`, {
    token: party.token,
    headers: { 'idempotency-key': crypto.randomUUID() },
    body: { type, payload, expectedVersion: pair.version },
  });
  pair.version = view.version;
  return view;
}
