import { expect } from 'vitest';
import { type Account, bearer, PASSWORD } from './accounts.ts';
import type { TestContext } from './databases.ts';

// The email change's routes and its two mailed links, as a user follows them, for the suites on
// asking, confirming and undoing a change.

/** The token of the last mail of `kind` sent to `email` whose link matches `link`, read from the outbox like a user reads the inbox. */
export async function lastMailToken(ctx: TestContext, email: string, kind: string, link: RegExp): Promise<string> {
  const mail = await ctx.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = link.exec(mail.text_body);
  expect(match, mail.text_body).not.toBeNull();
  return match![1]!;
}
export const lastChangeToken = (ctx: TestContext, email: string) =>
  lastMailToken(ctx, email, 'email-change', /http:\/\/medilink\.test\/app\/email\/confirm\/([A-Za-z0-9_-]+)\//);
export const lastRevertToken = (ctx: TestContext, email: string) =>
  lastMailToken(ctx, email, 'email-changed', /http:\/\/medilink\.test\/app\/email\/revert\/([A-Za-z0-9_-]+)\//);

/** The routes of an email change, called as a signed-in account (or anonymously, for the mailed links). */
export function emailChangeRoutes(ctx: TestContext) {
  const ask = (account: Account, email: string, lang = 'en', current_password = PASSWORD) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/email/change',
      payload: { email, current_password },
      headers: { ...bearer(account.token), 'accept-language': lang },
    });
  const confirm = (token: string) => ctx.app.inject({ method: 'POST', url: `/api/email/change/${token}` });
  const revert = (token: string, lang = 'en') =>
    ctx.app.inject({ method: 'POST', url: `/api/email/revert/${token}`, headers: { 'accept-language': lang } });
  const signedIn = async (token: string) => (await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode === 200;
  const addresses = async (account: Account) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/email/change', headers: bearer(account.token) })).json();
  return { ask, confirm, revert, signedIn, addresses };
}
