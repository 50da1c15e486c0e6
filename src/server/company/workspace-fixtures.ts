import { expect } from 'vitest';
import { MINUTE } from '../clock.ts';
import { systemAuth } from '../jobs/system-actor.ts';
import { createProcess } from '../workflow/engine.ts';
import { bearer, createCare, registerCandidate, registerCompany, type Account } from '../../../tests/support/accounts.ts';
import type { TestContext } from '../../../tests/support/databases.ts';
import { LICENCE_CHECKED, giveLicenceFor } from '../../../tests/support/licences.ts';
import { DAY_POST_TERMS } from '../workflow/needs.ts';

// Test fixtures of the company workspace API suites (imported only by *.test.ts files).

export type Party = Account;

export const asParty = (party: Party, locale = 'en') => ({ ...bearer(party.token), 'accept-language': locale });

export async function parties(ctx: TestContext) {
  return { company: await registerCompany(ctx), other: await registerCompany(ctx, { company_name: 'Spitalul Altul' }), care: await createCare(ctx) };
}

/** A candidate with the profile fields the list filters on, written directly (onboarding is not under test). */
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

export async function postNeed(ctx: TestContext, company: Party, fields: Record<string, unknown> = {}): Promise<number> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/needs',
    headers: asParty(company),
    payload: { job_title: 'asistent-medical', city: 'bucuresti', work_type: 'full_time', ...DAY_POST_TERMS, ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

/** The product offers `company`'s need to the candidate (as matching does: a company cannot offer a raw id). */
export async function offer(ctx: TestContext, company: Party, needId: number, candidateId: number): Promise<number> {
  const need = await ctx.db.selectFrom('needs').select('company_id').where('id', '=', needId).executeTakeFirstOrThrow();
  expect(need.company_id).toBe(company.id);
  const id = (await createProcess(ctx.app.deps, await systemAuth(ctx.db), { needId, candidateId })).id;
  await giveLicenceFor(ctx.db, id, ctx.clock.now());
  return id;
}

/** Sends one event as `party` through the real engine route; returns the process view. */
export async function send(ctx: TestContext, party: Party, processId: number, type: string, payload: unknown = {}) {
  ctx.clock.advance(MINUTE); // events a minute apart, so "newest first" has one answer
  const current = await ctx.app.inject({ method: 'GET', url: `/api/processes/${processId}`, headers: asParty(party) });
  expect(current.statusCode, current.body).toBe(200);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/processes/${processId}/events`,
    headers: asParty(party),
    payload: { type, payload, expectedVersion: (current.json() as { version: number }).version },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { version: number; state: string; company_status: string; can: string[] };
}

/** offered → screening → validated: the candidate is interested and care validates the phone screen. */
export async function toValidated(ctx: TestContext, who: { candidate: Party; care: Party }, processId: number) {
  await send(ctx, who.candidate, processId, 'candidate.acceptOffer', { callSlot: '2026-03-04T10:00:00.000Z' });
  return send(ctx, who.care, processId, 'care.validate', LICENCE_CHECKED);
}
