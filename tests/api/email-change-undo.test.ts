import { expect, it } from 'vitest';
import { DAY, HOUR } from '../../src/server/clock.ts';
import { bearer, login, PASSWORD, registerCandidate, uniqueEmail } from '../support/accounts.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { emailChangeRoutes, lastMailToken, lastChangeToken, lastRevertToken } from '../support/email-change.ts';

// The link mailed to the old address gives it back, ends every session and uses up the links of later changes.
describeEachDatabase('email change undo', (ctx) => {
  const { ask, confirm, revert, signedIn, addresses } = emailChangeRoutes(ctx);

  it('tells the old address at once, with a link that gives the address back and ends every session, once', async () => {
    const account = await registerCandidate(ctx);
    const elsewhere = await login(ctx, account.email);
    const next = uniqueEmail('moved');
    expect((await ask(account, next, 'ro-RO')).statusCode).toBe(202);
    expect((await confirm(await lastChangeToken(ctx, next))).statusCode).toBe(200);

    // The session that asked stays; the account's other sessions end with the change.
    expect(await signedIn(account.token)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    const notice = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', account.email)
      .where('kind', '=', 'email-changed')
      .executeTakeFirstOrThrow();
    expect(notice.subject).toContain('a fost schimbată');
    expect(notice.text_body).toContain(next);
    expect(notice.text_body).toContain('7 zile');
    const token = await lastRevertToken(ctx, account.email);
    const stored = await ctx.db.selectFrom('email_changes').select('revert_token_hash').where('user_id', '=', account.id).executeTakeFirstOrThrow();
    expect(stored.revert_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.revert_token_hash).not.toContain(token);

    ctx.clock.advance(7 * DAY - HOUR);
    const back = await revert(token);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({ email: account.email, reset_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(await signedIn(account.token)).toBe(false);
    expect(await ctx.db.selectFrom('sessions').select('id').where('user_id', '=', account.id).where('revoked_at', 'is', null).execute()).toEqual([]);
    expect(await addresses({ ...account, token: await login(ctx, account.email) })).toEqual({ email: account.email, pending_email: null });
    const moved = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: next, password: PASSWORD },
      remoteAddress: '10.7.0.1',
    });
    expect(moved.statusCode).toBe(401);

    // A second use is refused, in words; the reset token of the answer sets the new password.
    const again = await revert(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message:
        'This link can no longer undo the email change: it was already used or is older than 7 days. If someone else changed your email address, please contact customer care.',
    });
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/password/reset/${back.json().reset_token}`,
      payload: { password: 'Parola-Noua-42', confirm_password: 'Parola-Noua-42' },
    });
    expect(reset.statusCode, reset.body).toBe(204);
    await login(ctx, account.email, 'Parola-Noua-42');
  });

  it('refuses the undo link after 7 days: the account keeps its new address', async () => {
    const account = await registerCandidate(ctx);
    const next = uniqueEmail('kept');
    await ask(account, next);
    await confirm(await lastChangeToken(ctx, next));
    const token = await lastRevertToken(ctx, account.email);
    ctx.clock.advance(7 * DAY + 1000);
    const late = await revert(token, 'ro-RO');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toContain('mai vechi de 7 zile');
    expect(await addresses(account)).toEqual({ email: next, pending_email: null });
    expect(await signedIn(account.token)).toBe(true);
    expect((await revert('abcdefghijklmnopqrstuvwxyz')).statusCode).toBe(400);
  });

  it('gives the address back after the password and the address changed again meanwhile, and uses up every later link', async () => {
    const owner = await registerCandidate(ctx);
    const thiefPassword = 'Parola-Hotului-7';
    // Someone with the owner's session and password moves the address and changes the password…
    const first = uniqueEmail('thief1');
    await ask(owner, first);
    await confirm(await lastChangeToken(ctx, first));
    const ownersUndo = await lastRevertToken(ctx, owner.email);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/password/change',
      headers: bearer(owner.token),
      payload: { current_password: PASSWORD, password: thiefPassword, confirm_password: thiefPassword },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    // …moves it once more and back with the second change's own undo link (each undo ends every session)…
    const second = uniqueEmail('thief2');
    await ask(owner, second, 'en', thiefPassword);
    await confirm(await lastChangeToken(ctx, second));
    const thiefsUndo = await lastRevertToken(ctx, first);
    expect((await revert(thiefsUndo)).json()).toMatchObject({ email: first });
    // …signs in again, asks for a third address and for a reset link to the one it holds.
    const thief = { ...owner, email: first, token: await login(ctx, first, thiefPassword, '10.8.0.1') };
    const third = uniqueEmail('thief3');
    expect((await ask(thief, third, 'en', thiefPassword)).statusCode).toBe(202);
    const thirdLink = await lastChangeToken(ctx, third);

    // The owner's link, older than all of that, still works: the address is the owner's again, nobody is signed in.
    const back = await revert(ownersUndo);
    expect(back.statusCode, back.body).toBe(200);
    const { email, reset_token } = back.json() as { email: string; reset_token: string };
    expect(email).toBe(owner.email);
    expect(await ctx.db.selectFrom('users').select('email').where('id', '=', owner.id).executeTakeFirstOrThrow()).toEqual({ email: owner.email });
    expect(await signedIn(thief.token)).toBe(false);
    expect((await confirm(thirdLink)).statusCode).toBe(400);
    expect((await revert(thiefsUndo)).statusCode).toBe(400);
    // The owner chooses a password the other one does not know.
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/password/reset/${reset_token}`,
      payload: { password: 'Parola-Proprietarului-1', confirm_password: 'Parola-Proprietarului-1' },
    });
    expect(reset.statusCode).toBe(204);
    const stale = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: owner.email, password: thiefPassword },
      remoteAddress: '10.8.0.3',
    });
    expect(stale.statusCode).toBe(401);
  });

  it('uses up the reset links mailed while the account had another address', async () => {
    const owner = await registerCandidate(ctx);
    const taken = uniqueEmail('taken');
    await ask(owner, taken);
    await confirm(await lastChangeToken(ctx, taken));
    const asked = await ctx.app.inject({ method: 'POST', url: '/api/password/reset', payload: { email: taken } });
    expect(asked.statusCode).toBe(202);
    await expect
      .poll(
        async () =>
          (await ctx.db.selectFrom('mail_outbox').select('id').where('to_address', '=', taken).where('kind', '=', 'password-reset').execute()).length,
      )
      .toBe(1);
    const resetLink = await lastMailToken(ctx, taken, 'password-reset', /\/app\/password\/reset\/([A-Za-z0-9_-]+)\//);
    expect((await revert(await lastRevertToken(ctx, owner.email))).statusCode).toBe(200);
    const late = await ctx.app.inject({
      method: 'POST',
      url: `/api/password/reset/${resetLink}`,
      payload: { password: 'Parola-Altcuiva-1', confirm_password: 'Parola-Altcuiva-1' },
    });
    expect(late.statusCode).toBe(400);
  });

  it('confirms a change asked before the undo link existed (no session named): every session ends, the old address is told', async () => {
    const account = await registerCandidate(ctx);
    const next = uniqueEmail('older');
    await ask(account, next);
    const token = await lastChangeToken(ctx, next);
    // A row written before the migration names no session.
    await ctx.db.updateTable('email_changes').set({ session_id: null }).where('user_id', '=', account.id).execute();
    expect((await confirm(token)).statusCode).toBe(200);
    expect(await signedIn(account.token)).toBe(false);
    expect((await revert(await lastRevertToken(ctx, account.email))).json()).toMatchObject({ email: account.email });
  });

  it('refuses the undo link when someone registered the old address meanwhile, without using it up', async () => {
    const account = await registerCandidate(ctx);
    const next = uniqueEmail('left');
    await ask(account, next);
    await confirm(await lastChangeToken(ctx, next));
    const token = await lastRevertToken(ctx, account.email);
    const squatter = await registerCandidate(ctx, { email: account.email });
    const refused = await revert(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Another account uses this address now');
    expect(await addresses(account)).toEqual({ email: next, pending_email: null });
    expect(squatter.email).toBe(account.email);
    const row = await ctx.db.selectFrom('email_changes').select('reverted_at').where('user_id', '=', account.id).executeTakeFirstOrThrow();
    expect(row.reverted_at).toBeNull();
  });
});
