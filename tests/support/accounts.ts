import { expect } from 'vitest';
import type { TestContext } from './databases.ts';

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
  const { hashPassword } = await import('../../src/server/auth/passwords.ts');
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
