import { type Kysely, sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../tests/support/databases.ts';
import { insertCandidate } from '../../../../tests/support/accounts.ts';
import { addressHash } from '../../recommendations/invitation-rules.ts';
import { down, up } from './0270_friend_invitations.ts';

describeEachDatabase('migration 0270: friend invitations', (ctx) => {
  it('keeps what already left: invited recommendations get their date, their addresses the quiet period', async () => {
    const db = ctx.db as unknown as Kysely<unknown>;
    await down(db);
    const sent = new Date('2026-02-01T10:00:00Z');
    const later = new Date('2026-02-20T10:00:00Z');
    const { id: sender } = await insertCandidate(ctx.db, sent);
    const old = async (email: string, job: 'done' | 'pending' | null, doneAt: Date | null) => {
      const { rows } = await sql<{ id: number }>`
        insert into recommendations (recommender_id, full_name, email, phone, created_at)
        values (${sender}, 'Radu Ene', ${email}, '+40733444555', ${sent}) returning id`.execute(ctx.db);
      const id = rows[0]!.id;
      if (job) {
        await sql`
          insert into jobs (kind, payload, dedup_key, run_at, created_at, status, done_at)
          values ('friend.invite', ${JSON.stringify({ recommendationId: id })}, ${`friend.invite:${id}`}, ${sent}, ${sent}, ${job}, ${doneAt})`.execute(
          ctx.db,
        );
      }
      return id;
    };
    const invited = await old('Radu.Ene@Example.ro', 'done', sent);
    const tagged = await old(' ana.pop+joburi@example.ro ', 'done', later);
    const again = await old('ana.pop@example.ro', 'done', sent);
    const waiting = await old('mihai@example.ro', 'pending', null);
    const { rows: mails } = await sql<{ id: number }>`
      insert into mail_outbox (to_address, subject, text_body, html_body, kind, created_at)
      values ('x@example.ro', 's', 't', 'h', 'welcome', ${sent}) returning id`.execute(ctx.db);

    await up(db);

    const rows = await ctx.db
      .selectFrom('recommendations')
      .select(['id', 'invited_at', 'invitation_withheld', 'note'])
      .where('recommender_id', '=', sender)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(invited)).toEqual({ id: invited, invited_at: sent, invitation_withheld: null, note: null });
    expect(byId.get(tagged)?.invited_at).toEqual(later);
    expect(byId.get(again)?.invited_at).toEqual(sent);
    expect(byId.get(waiting)?.invited_at).toBeNull();
    // The SQL normalisation is the server's: one row per mailbox, with its latest invitation.
    const addresses = await ctx.db.selectFrom('invitation_addresses').selectAll().orderBy('last_invited_at').execute();
    expect(addresses).toEqual([
      { address_hash: addressHash('radu.ene@example.ro'), last_invited_at: sent, unsubscribed_at: null },
      { address_hash: addressHash('ana.pop@example.ro'), last_invited_at: later, unsubscribed_at: null },
    ]);
    const mail = await ctx.db.selectFrom('mail_outbox').select('headers').where('id', '=', mails[0]!.id).executeTakeFirstOrThrow();
    expect(mail.headers).toEqual({});
  });
});
