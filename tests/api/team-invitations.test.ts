import { beforeAll, expect, it } from 'vitest';
import { DAY, MINUTE } from '../../src/server/clock.ts';
import { INVITATIONS_PER_DAY } from '../../src/server/team/invitations.ts';
import { insertNeed } from '../../src/server/workflow/needs.ts';
import { type Account, bearer, login, PASSWORD, registerCandidate, registerCompany, uniqueEmail } from '../support/accounts.ts';
import { describeEachDatabase, type TestContext } from '../support/databases.ts';
import { openSse } from '../support/sse-client.ts';

/** The token of the last team invitation mailed to `email`, read from the outbox as the invitee reads the inbox. */
async function invitationToken(ctx: TestContext, email: string): Promise<string> {
  const mail = await ctx.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .where('kind', '=', 'team-invitation')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = /http:\/\/medilink\.test\/app\/team\/join\/([A-Za-z0-9_-]+)\//.exec(mail.text_body);
  expect(match, mail.text_body).not.toBeNull();
  expect(mail.html_body).toContain(match![0]);
  return match![1]!;
}

describeEachDatabase('company team: invitations and members', (ctx) => {
  let base = '';
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
  });
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object, lang = 'en') =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      ...(payload ? { payload } : {}),
      headers: { 'accept-language': lang, ...(token ? bearer(token) : {}) },
    });
  const invite = (owner: Account, email: string, role = 'interviewer', lang = 'en') =>
    call('POST', '/company/team/invitations', owner.token, { email, role }, lang);
  const accept = (token: string, name = 'Dr. Ana Pop', lang = 'en') =>
    call(
      'POST',
      `/team/invitations/${token}/accept`,
      undefined,
      { name, password: PASSWORD, confirm_password: PASSWORD, terms_accepted: true },
      lang,
    );

  /** An owner's new member: invited, accepted, signed in. */
  async function member(owner: Account, role = 'interviewer'): Promise<Account> {
    const email = uniqueEmail('membru');
    expect((await invite(owner, email, role)).statusCode).toBe(201);
    const res = await accept(await invitationToken(ctx, email));
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().id, email, token: res.json().token };
  }

  it('invites by mail; the invitee accepts with a name and password, signs in and sees the team', async () => {
    const owner = await registerCompany(ctx);
    const email = uniqueEmail('asistenta');
    expect((await invite(owner, email, 'interviewer', 'ro-RO')).statusCode).toBe(201);
    const mail = await ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Mihai Ionescu vă invită în echipa Clinica Sănătatea pe Medilink');
    expect(mail.text_body).toContain('ca intervievator');
    const token = await invitationToken(ctx, email);
    const stored = await ctx.db.selectFrom('company_invitations').select('token_hash').where('email', '=', email).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const preview = await call('GET', `/team/invitations/${token}`);
    expect(preview.json()).toMatchObject({ company_name: 'Clinica Sănătatea', email, role: 'interviewer' });
    const pending = await call('GET', '/company/team/invitations', owner.token);
    expect(pending.json().invitations.map((i: { email: string }) => i.email)).toEqual([email]);

    const joined = await accept(token);
    expect(joined.statusCode, joined.body).toBe(201);
    const again = await login(ctx, email);
    const team = await call('GET', '/company/team', again);
    expect(team.statusCode).toBe(200);
    expect(team.json().me).toEqual({ user_id: joined.json().id, role: 'interviewer' });
    expect(team.json().members).toEqual([
      expect.objectContaining({ user_id: owner.id, role: 'owner', active: true }),
      expect.objectContaining({ name: 'Dr. Ana Pop', email, role: 'interviewer', active: true, posts: 0 }),
    ]);
    expect((await call('GET', '/company/team/invitations', owner.token)).json().invitations).toEqual([]);
    // Reading is every member's; managing is the owners'.
    expect((await call('GET', '/company/team/invitations', again)).statusCode).toBe(403);
    expect((await invite({ ...owner, token: again }, uniqueEmail())).json().message).toBe('Only an owner of the company can manage its team');
  });

  it('refuses a reused, expired, withdrawn or forged link with its own message', async () => {
    const owner = await registerCompany(ctx);
    const used = uniqueEmail('folosit');
    await invite(owner, used);
    const usedToken = await invitationToken(ctx, used);
    expect((await accept(usedToken)).statusCode).toBe(201);
    const reused = await accept(usedToken);
    expect([reused.statusCode, reused.json().message]).toEqual([410, 'This invitation was already accepted. Please sign in.']);

    const late = uniqueEmail('tarziu');
    await invite(owner, late);
    const lateToken = await invitationToken(ctx, late);
    ctx.clock.advance(7 * DAY + MINUTE);
    const expired = await accept(lateToken, 'Dr. Ana Pop', 'ro-RO');
    expect([expired.statusCode, expired.json().message]).toEqual([410, 'Această invitație a expirat. Cereți companiei una nouă.']);

    const withdrawn = uniqueEmail('retras');
    await invite(owner, withdrawn);
    const withdrawnToken = await invitationToken(ctx, withdrawn);
    const [open] = (await call('GET', '/company/team/invitations', owner.token)).json().invitations;
    const other = await registerCompany(ctx);
    expect((await call('DELETE', `/company/team/invitations/${open.id}`, other.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/company/team/invitations/${open.id}`, owner.token)).statusCode).toBe(204);
    expect((await accept(withdrawnToken)).statusCode).toBe(410);
    expect((await call('GET', `/team/invitations/${withdrawnToken}`)).json().message).toContain('withdrew');

    const forged = await accept(`${withdrawnToken.slice(0, -4)}AAAA`);
    expect([forged.statusCode, forged.json().message]).toEqual([404, expect.stringContaining('not valid')]);
    expect((await accept('short')).statusCode).toBe(404);
    expect(await ctx.db.selectFrom('users').select('id').where('email', 'in', [late, withdrawn]).execute()).toEqual([]);
  });

  it('refuses an address that has a candidate account or belongs to another company, and a member invited twice', async () => {
    const owner = await registerCompany(ctx);
    const candidate = await registerCandidate(ctx);
    const otherOwner = await registerCompany(ctx);
    for (const email of [candidate.email, otherOwner.email]) {
      await invite(owner, email);
      const res = await accept(await invitationToken(ctx, email));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('cannot join a company team');
    }
    const existing = await member(owner);
    expect((await invite(owner, existing.email)).statusCode).toBe(409);
    // The accepting form follows the registration rules (argon2id, 8 characters, terms).
    const email = uniqueEmail();
    await invite(owner, email);
    const weak = await call('POST', `/team/invitations/${await invitationToken(ctx, email)}/accept`, undefined, {
      name: 'A',
      password: 'scurt',
      confirm_password: 'altul',
    });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().errors).sort()).toEqual(['confirm_password', 'name', 'password', 'terms_accepted']);
  });

  it(`limits a company to ${INVITATIONS_PER_DAY} invitations a day`, async () => {
    const owner = await registerCompany(ctx);
    for (let i = 0; i < INVITATIONS_PER_DAY; i++) expect((await invite(owner, uniqueEmail('lot'))).statusCode).toBe(201);
    const over = await invite(owner, uniqueEmail('lot'));
    expect([over.statusCode, over.json().message]).toEqual([
      429,
      `Your company has sent ${INVITATIONS_PER_DAY} invitations in the last 24 hours. Please try again later.`,
    ]);
    ctx.clock.advance(DAY + MINUTE);
    expect((await invite(owner, uniqueEmail('lot'))).statusCode).toBe(201);
  });

  it('keeps an active owner: the last one cannot be demoted or turned off, another owner first', async () => {
    const owner = await registerCompany(ctx);
    const recruiter = await member(owner, 'recruiter');
    for (const change of [{ role: 'recruiter' }, { active: false }]) {
      const res = await call('PATCH', `/company/team/members/${owner.id}`, owner.token, change);
      expect([res.statusCode, res.json().message]).toEqual([
        409,
        'The company must keep at least one active owner: make another member an owner first',
      ]);
    }
    expect((await call('PATCH', `/company/team/members/${recruiter.id}`, recruiter.token, { role: 'owner' })).statusCode).toBe(403);
    expect((await call('PATCH', `/company/team/members/${recruiter.id}`, owner.token, { role: 'owner' })).statusCode).toBe(204);
    expect((await call('PATCH', `/company/team/members/${owner.id}`, owner.token, { role: 'viewer' })).statusCode).toBe(204);
    const team = (await call('GET', '/company/team', recruiter.token)).json();
    expect(team.members.map((m: { role: string }) => m.role)).toEqual(['viewer', 'owner']);
    // Another company's member is not ours to change.
    const stranger = await registerCompany(ctx);
    expect((await call('PATCH', `/company/team/members/${stranger.id}`, recruiter.token, { active: false })).statusCode).toBe(404);
  });

  it('turning a member off closes their stream, refuses their token at once and their sign-in; turning on lets them sign in again', async () => {
    const owner = await registerCompany(ctx);
    const interviewer = await member(owner);
    expect((await call('GET', '/company/team', interviewer.token)).statusCode).toBe(200);
    const stream = await openSse(`${base}/api/stream`, bearer(interviewer.token));
    await stream.waitFor((e) => e.data.type === 'stream.ready');
    expect((await call('PATCH', `/company/team/members/${interviewer.id}`, owner.token, { active: false })).statusCode).toBe(204);
    await stream.waitFor((e) => e.data.type === 'session.ended');
    await stream.ended;
    expect((await call('GET', '/company/team', interviewer.token)).statusCode).toBe(401);
    const refused = await call('POST', '/login', undefined, { email: interviewer.email, password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('was turned off');
    const ended = await ctx.db.selectFrom('sessions').select('revoked_at').where('user_id', '=', interviewer.id).execute();
    expect(ended.every((s) => s.revoked_at !== null)).toBe(true);
    expect((await call('PATCH', `/company/team/members/${interviewer.id}`, owner.token, { active: true })).statusCode).toBe(204);
    expect((await call('GET', '/company/team', await login(ctx, interviewer.email))).statusCode).toBe(200);
  });

  it("hands a member's posts, owned and joined, to another active member", async () => {
    const owner = await registerCompany(ctx);
    const leaving = await member(owner, 'recruiter');
    const staying = await member(owner, 'recruiter');
    const need = (ownerId: number) =>
      insertNeed(ctx.db, { companyId: owner.id, jobTitle: 'medic-specialist', city: 'brasov', workType: 'full_time' }, ctx.clock.now()).then(
        async (id) => {
          await ctx.db.updateTable('needs').set({ owner_id: ownerId }).where('id', '=', id).execute();
          return id;
        },
      );
    const owned = await need(leaving.id);
    const joined = await need(owner.id);
    const shared = await need(owner.id);
    await ctx.db
      .insertInto('need_members')
      .values([
        { need_id: joined, user_id: leaving.id },
        { need_id: shared, user_id: leaving.id },
        { need_id: shared, user_id: staying.id },
      ])
      .execute();
    expect((await call('POST', `/company/team/members/${leaving.id}/hand-over`, owner.token, { to_user_id: leaving.id })).statusCode).toBe(400);
    const moved = await call('POST', `/company/team/members/${leaving.id}/hand-over`, owner.token, { to_user_id: staying.id });
    expect(moved.json()).toEqual({ posts: 3 });
    const needs = await ctx.db.selectFrom('needs').select(['id', 'owner_id']).where('id', 'in', [owned, joined, shared]).orderBy('id').execute();
    expect(needs.map((n) => n.owner_id)).toEqual([staying.id, owner.id, owner.id]);
    const seats = await ctx.db
      .selectFrom('need_members')
      .select(['need_id', 'user_id'])
      .where('need_id', 'in', [joined, shared])
      .orderBy('need_id')
      .execute();
    expect(seats).toEqual([
      { need_id: joined, user_id: staying.id },
      { need_id: shared, user_id: staying.id },
    ]);
    const team = (await call('GET', '/company/team', owner.token)).json().members;
    expect(team.find((m: { user_id: number }) => m.user_id === leaving.id).posts).toBe(0);
    expect(team.find((m: { user_id: number }) => m.user_id === staying.id).posts).toBe(3);
  });
});
