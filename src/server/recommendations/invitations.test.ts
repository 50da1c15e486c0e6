import { beforeAll, expect, it } from 'vitest';
import { bearer, PASSWORD, registerCandidate } from '../../../tests/support/accounts.ts';
import { describeEachDatabase } from '../../../tests/support/databases.ts';
import { asParty, createParties, type Party } from '../../../tests/support/accounts.ts';
import { hashToken } from '../auth/tokens.ts';
import { DAY } from '../clock.ts';
import { createOpsWorker } from '../jobs/ops-worker.ts';
import type { Worker } from '../jobs/worker.ts';
import { addressHash } from './invitation-rules.ts';

// Recommend-a-friend is no open mailer: the product's own words (a link-free name and note), a few recommendations
// per sender, one invitation per address in 90 days whoever sends it, and never one after the address unsubscribed.
describeEachDatabase('friend invitations', (ctx) => {
  let worker: Worker;
  let tag = 0;
  const friendEmail = () => `prieten.${++tag}.${ctx.kind}.${Date.now().toString(36)}@example.ro`;
  const candidate = async () => (await createParties(ctx)).candidate;
  const recommend = (party: Party, payload: Record<string, unknown>, locale = 'en') =>
    ctx.app.inject({ method: 'POST', url: '/api/recommendations', headers: asParty(party, locale), payload });
  const friend = (email = friendEmail()) => ({ full_name: 'Radu Ene', email, phone: '0733 444 555' });
  const mailsTo = (email: string) => ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('id').execute();
  const recommendation = (id: number) => ctx.db.selectFrom('recommendations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const unsubscribe = (token: string, options: { form?: boolean; locale?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/invitations/unsubscribe/${token}`,
      headers: { 'accept-language': options.locale ?? 'en', ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(options.form ? { payload: 'List-Unsubscribe=One-Click' } : {}),
    });

  beforeAll(() => {
    ctx.clock.set('2026-03-09T08:00:00Z');
    worker = createOpsWorker(ctx.app);
  });

  it('refuses a link or a web address in the friend’s name or the note, with a field error', async () => {
    const sender = await candidate();
    for (const [field, value] of [
      ['full_name', 'Câștigați 5000 lei acum http://castig.example'],
      ['full_name', 'Radu www.castig.ro'],
      ['note', 'Câștigați 5000 lei acum http://castig.example/bani'],
      ['note', 'Intră pe castig.ro azi'],
      ['note', 'Scrie-mi pe t.me/castig'],
    ] as const) {
      const res = await recommend(sender, { ...friend(), [field]: value });
      expect(res.statusCode, `${field}: ${value}`).toBe(400);
      expect(res.json().errors[field]).toEqual(['Please leave out links and web addresses (such as www…, http://… or a name like example.ro)']);
    }
    const ro = await recommend(sender, { ...friend(), note: 'www.castig.ro' }, 'ro-RO');
    expect(ro.json().errors.note).toEqual([
      'Vă rugăm să nu includeți linkuri sau adrese web (de exemplu www…, http://… sau un nume precum exemplu.ro)',
    ]);
    const long = await recommend(sender, { ...friend(), note: 'a'.repeat(201) });
    expect(long.json().errors.note).toEqual(['Enter at most 200 characters']);
    expect(await ctx.db.selectFrom('recommendations').select('id').where('recommender_id', '=', sender.id).execute()).toEqual([]);

    // The invitation names its sender: a link in her own profile name refuses the recommendation too.
    await ctx.db.updateTable('candidates').set({ full_name: 'Ana Pop www.castig.ro' }).where('user_id', '=', sender.id).execute();
    const named = await recommend(sender, friend());
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toMatch(/^Your friends are invited in your name/);
  });

  it('lets a sender make 3 recommendations a day and 10 in 30 days, then answers 429 with when to retry', async () => {
    const sender = await candidate();
    const made = async (n: number) => {
      for (let i = 0; i < n; i++) expect((await recommend(sender, friend())).statusCode).toBe(201);
    };
    await made(3);
    const fourth = await recommend(sender, friend());
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('You have made the most recommendations allowed: 3 in a day and 10 in 30 days. Please try again later.');
    expect(Number(fourth.headers['retry-after'])).toBe(24 * 3600);
    const ro = await recommend(sender, friend(), 'ro-RO');
    expect(ro.json().message).toBe(
      'Ați făcut numărul maxim de recomandări permis: 3 într-o zi și 10 în 30 de zile. Vă rugăm să încercați din nou mai târziu.',
    );
    for (let day = 1; day <= 3; day++) {
      ctx.clock.advance(DAY);
      await made(day < 3 ? 3 : 1);
    }
    ctx.clock.advance(DAY);
    const eleventh = await recommend(sender, friend());
    expect(eleventh.statusCode).toBe(429);
    // The first of the ten leaves the 30 days 26 days from now.
    expect(Number(eleventh.headers['retry-after'])).toBe(26 * 24 * 3600);
    ctx.clock.advance(26 * DAY);
    expect((await recommend(sender, friend())).statusCode).toBe(201);
    expect(await ctx.db.selectFrom('recommendations').select('id').where('recommender_id', '=', sender.id).execute()).toHaveLength(11);
  });

  it('mails the product’s invitation with the note, an unsubscribe link and the List-Unsubscribe headers', async () => {
    const sender = await candidate();
    const email = friendEmail();
    const res = await recommend(sender, { ...friend(email), note: '  Salut!  Ți s-ar potrivi\n secția ATI.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ note: 'Salut! Ți s-ar potrivi secția ATI.' });
    expect(res.json()).not.toHaveProperty('invited_at');
    await worker.runDue();
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    const sender_name = (await ctx.db.selectFrom('candidates').select('full_name').where('user_id', '=', sender.id).executeTakeFirstOrThrow())
      .full_name;
    expect(mail!.subject).toBe(`${sender_name} vă recomandă Medilink`);
    expect(mail!.text_body).toContain(`${sender_name} vă transmite: „Salut! Ți s-ar potrivi secția ATI.”`);
    const page = /http:\/\/medilink\.test\/app\/unsubscribe\/([\w-]{43})\//.exec(mail!.text_body);
    expect(page, mail!.text_body).not.toBeNull();
    const token = page![1]!;
    expect(mail!.html_body).toContain(`href="http://medilink.test/app/unsubscribe/${token}/"`);
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<http://medilink.test/api/invitations/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Only the token's hash is kept, beside the hash of the address.
    const link = await ctx.db
      .selectFrom('invitation_unsubscribe_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(link.address_hash).toBe(addressHash(email));
    expect((await recommendation(res.json().id)).invited_at).toEqual(ctx.clock.now());
    // A job run again mails nothing more.
    await ctx.db.updateTable('jobs').set({ status: 'pending' }).where('dedup_key', '=', `friend.invite:${res.json().id}`).execute();
    await worker.runDue();
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('invites an address once in 90 days whoever recommends it; later recommendations are stored and acknowledged', async () => {
    const email = friendEmail();
    const first = await recommend(await candidate(), friend(email));
    await worker.runDue();
    ctx.clock.advance(DAY);
    // The same mailbox, spelt otherwise.
    const [local, domain] = email.split('@');
    const second = await recommend(await candidate(), friend(`  ${local!.toUpperCase()}+job@${domain}`));
    expect(second.statusCode).toBe(201);
    await worker.runDue();
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await mailsTo(`${local!.toLowerCase()}+job@${domain}`)).toHaveLength(0);
    expect(await recommendation(second.json().id)).toMatchObject({ invited_at: null, invitation_withheld: 'recently-invited' });
    expect((await recommendation(first.json().id)).invited_at).not.toBeNull();

    ctx.clock.advance(90 * DAY);
    const third = await recommend(await candidate(), friend(email));
    await worker.runDue();
    expect(await mailsTo(email)).toHaveLength(2);
    expect((await recommendation(third.json().id)).invited_at).toEqual(ctx.clock.now());
  });

  it('never invites an address again once it unsubscribed, one click or the mail client’s post, even after the sender’s erasure', async () => {
    const sender = await registerCandidate(ctx);
    const email = friendEmail();
    await recommend(sender, friend(email));
    await worker.runDue();
    const token = /\/app\/unsubscribe\/([\w-]+)\//.exec((await mailsTo(email))[0]!.text_body)![1]!;

    const wrong = await unsubscribe(`${token.slice(0, 20)}`, { locale: 'ro-RO' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Acest link de dezabonare este incomplet sau nu este valid. Vă rugăm să deschideți linkul complet din e-mail.');
    expect((await unsubscribe(token, { form: true })).statusCode).toBe(204);
    const stopped = await ctx.db
      .selectFrom('invitation_addresses')
      .selectAll()
      .where('address_hash', '=', addressHash(email))
      .executeTakeFirstOrThrow();
    expect(stopped.unsubscribed_at).toEqual(ctx.clock.now());
    ctx.clock.advance(DAY);
    expect((await unsubscribe(token)).statusCode).toBe(204);
    expect(
      (
        await ctx.db
          .selectFrom('invitation_addresses')
          .select('unsubscribed_at')
          .where('address_hash', '=', addressHash(email))
          .executeTakeFirstOrThrow()
      ).unsubscribed_at,
    ).toEqual(stopped.unsubscribed_at);

    // The recommender erases her account: her recommendations go, the friend's "stop" stays.
    const erased = await ctx.app.inject({
      method: 'POST',
      url: '/api/privacy/erasure',
      headers: bearer(sender.token),
      payload: { password: PASSWORD },
    });
    expect(erased.statusCode, erased.body).toBe(204);
    expect(await ctx.db.selectFrom('recommendations').select('id').where('recommender_id', '=', sender.id).execute()).toEqual([]);
    ctx.clock.advance(400 * DAY);
    const later = await recommend(await candidate(), friend(email.toUpperCase()));
    expect(later.statusCode).toBe(201);
    await worker.runDue();
    // (The first invitation, never delivered here, went with the erasure: it named the recommender.)
    expect(await mailsTo(email)).toEqual([]);
    expect(await recommendation(later.json().id)).toMatchObject({ invited_at: null, invitation_withheld: 'unsubscribed' });

    // The list and its links hold no address.
    const tables = [
      ...(await ctx.db.selectFrom('invitation_addresses').selectAll().execute()),
      ...(await ctx.db.selectFrom('invitation_unsubscribe_tokens').selectAll().execute()),
    ];
    expect(JSON.stringify(tables)).not.toContain('@');
  });

  it('shows care whether each invitation left, or why not', async () => {
    const { care } = await createParties(ctx);
    const email = friendEmail();
    await recommend(await candidate(), friend(email));
    await worker.runDue();
    const again = await recommend(await candidate(), friend(email));
    await worker.runDue();
    const list = await ctx.app.inject({ method: 'GET', url: '/api/care/friend-recommendations?limit=100', headers: bearer(care.token) });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data.filter((r: { friend: { email: string } }) => r.friend.email === email);
    expect(
      rows.map((r: { id: number; withheld: string | null; invited_at: string | null }) => [
        r.id === again.json().id,
        r.withheld,
        r.invited_at !== null,
      ]),
    ).toEqual([
      [true, 'recently-invited', false],
      [false, null, true],
    ]);
  });
});
