import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { addMember, addToPost, asParty, candidate, deactivateMember, parties, type Party } from '../support/accounts.ts';
import { offer, OPTIONS, postNeed, send, T0, toValidated } from '../support/processes.ts';
import { describeEachDatabase } from '../support/databases.ts';

// The news of a process reaches the company's people on its post, each in their own language and on their own
// settings: not the whole company, not a member who was turned off, and the owners only while nobody is on the post.
describeEachDatabase('team notifications', (ctx) => {
  let company: Party, care: Party;
  let recruiter: Party, english: Party, elsewhere: Party, leaver: Party, muted: Party;

  /** What each address got of one kind of notice: its mails (subject, whether a calendar file came) and bell entries. */
  async function received(person: Party, kind: string) {
    const mails = await ctx.db
      .selectFrom('mail_outbox')
      .select(['subject', 'attachments'])
      .where('to_address', '=', person.email)
      .where('kind', '=', kind)
      .execute();
    const bell = await ctx.db
      .selectFrom('notifications')
      .select(['title', 'link'])
      .where('user_id', '=', person.id)
      .where('kind', '=', kind)
      .execute();
    return { mails, bell };
  }

  /** Makes `owner` the post's only owner, as a hand-over leaves it: its creator is no longer on it. */
  async function handTo(needId: number, owner: Party) {
    await ctx.db.updateTable('needs').set({ owner_id: owner.id }).where('id', '=', needId).execute();
    await ctx.db.deleteFrom('need_members').where('need_id', '=', needId).execute();
  }

  beforeAll(async () => {
    ctx.clock.set(T0);
    ({ company, care } = await parties(ctx));
    recruiter = await addMember(ctx, company.id, 'recruiter', { fullName: 'Ioana Recrutor' });
    english = await addMember(ctx, company.id, 'interviewer', { fullName: 'Dr. Mark Lee', locale: 'en' });
    elsewhere = await addMember(ctx, company.id, 'recruiter', { fullName: 'Radu Altundeva' });
    leaver = await addMember(ctx, company.id, 'interviewer', { fullName: 'Dr. Plecat' });
    muted = await addMember(ctx, company.id, 'recruiter', { fullName: 'Maria Fără Mail' });
    // Muted keeps the bell but wants no mail of anything.
    const none = { channels: { offers: [], interviews: [], finalOffers: [], other: [] }, quiet: null, urgentInQuiet: false };
    const saved = await ctx.app.inject({ method: 'PUT', url: '/api/notification-settings', headers: asParty(muted), payload: none });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('tells each person on the post, in their language, and nobody else of the company', async () => {
    const needId = await postNeed(ctx, company);
    // The post is handed to the recruiter; the interviewers and the muted recruiter are on it.
    await handTo(needId, recruiter);
    for (const member of [english, leaver, muted]) await addToPost(ctx, needId, member.id);
    await deactivateMember(ctx, leaver.id);
    const nurse = await candidate(ctx, { name: 'Irina Tură' });
    const processId = await offer(ctx, company, needId, nurse.id);
    await toValidated(ctx, { candidate: nurse, care }, processId);

    const kind = 'process.care.validate';
    const toRecruiter = await received(recruiter, kind);
    expect(toRecruiter.mails).toHaveLength(1);
    expect(toRecruiter.mails[0]!.subject).toMatch(/Medilink/);
    expect(toRecruiter.bell).toEqual([{ title: toRecruiter.mails[0]!.subject, link: `/needs/${needId}/candidate/${processId}` }]);
    const toEnglish = await received(english, kind);
    expect(toEnglish.mails).toHaveLength(1);
    expect(toEnglish.mails[0]!.subject).not.toBe(toRecruiter.mails[0]!.subject);
    expect((await received(muted, kind)).bell).toHaveLength(1);
    expect((await received(muted, kind)).mails).toEqual([]);
    // The company's owner, a recruiter of other posts and the member turned off hear nothing of this post.
    for (const outsider of [company, elsewhere, leaver]) expect(await received(outsider, kind), outsider.email).toEqual({ mails: [], bell: [] });

    // A time both sides fixed: each person on the post gets the calendar file, the one who fixed it too.
    await send(ctx, recruiter, processId, 'company.acceptCandidate');
    const invited = await send(ctx, english, processId, 'company.proposeInterview', {
      interview: { type: 'phone', phone: '+40721000000' },
      options: OPTIONS,
    });
    // The answer to the event already names who sent it, as the history read later does.
    const { history } = invited as unknown as { history: { actor: { name: string | null } }[] };
    expect(history.at(-1)!.actor.name).toBe('Dr. Mark Lee, Clinica Sănătatea');
    await send(ctx, nurse, processId, 'candidate.pickOption', { option: OPTIONS[0] });
    for (const person of [recruiter, english]) {
      const { mails } = await received(person, 'process.candidate.pickOption');
      expect(mails, person.email).toHaveLength(1);
      expect(JSON.stringify(mails[0]!.attachments)).toContain('interview.ics');
    }
    for (const outsider of [company, elsewhere, leaver]) expect((await received(outsider, 'process.candidate.pickOption')).mails).toEqual([]);
  });

  it("tells the company's owners while nobody active is on the post", async () => {
    const needId = await postNeed(ctx, company);
    await handTo(needId, leaver);
    const nurse = await candidate(ctx, { name: 'Ana Ilie' });
    const processId = await offer(ctx, company, needId, nurse.id);
    await toValidated(ctx, { candidate: nurse, care }, processId);
    const toOwner = await received(company, 'process.care.validate');
    // The first case's post was not the owner's: this is the only notice of the kind the owner has.
    expect(toOwner.mails).toHaveLength(1);
    expect(toOwner.bell.map((b) => b.link)).toEqual([`/needs/${needId}/candidate/${processId}`]);
    for (const member of [recruiter, elsewhere, leaver]) {
      const { bell } = await received(member, 'process.care.validate');
      expect(
        bell.some((b) => b.link.includes(`/candidate/${processId}`)),
        member.email,
      ).toBe(false);
    }
  });

  it('shows the candidate her contact person, the post owner, by name and nobody else of the team', async () => {
    const needId = await postNeed(ctx, company);
    await handTo(needId, recruiter);
    await addToPost(ctx, needId, english.id);
    const nurse = await candidate(ctx, { name: 'Dana Pop' });
    const processId = await offer(ctx, company, needId, nurse.id);
    const read = async (who: Party) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/processes/${processId}`, headers: asParty(who) })).json() as {
        company: { contact: string | null };
        post: { owner_id: number | null; members: { name: string }[] };
      };
    const hers = await read(nurse);
    expect(hers.company.contact).toBe('Ioana Recrutor');
    expect(hers.post).toEqual({ owner_id: null, owner_name: 'Ioana Recrutor', members: [] });
    const theirs = await read(recruiter);
    expect(theirs.post.owner_id).toBe(recruiter.id);
    expect(theirs.post.members.map((m) => m.name)).toEqual(['Dr. Mark Lee']);
  });

  it('tells the live streams of every member who may read the post, an interviewer only on their posts', async () => {
    const needId = await postNeed(ctx, company);
    await handTo(needId, recruiter);
    await addToPost(ctx, needId, english.id);
    const offPost = await addMember(ctx, company.id, 'interviewer', { fullName: 'Dr. Alt Post' });
    const viewer = await addMember(ctx, company.id, 'viewer', { fullName: 'Dana Citește' });
    const nurse = await candidate(ctx, { name: 'Oana Live' });
    const processId = await offer(ctx, company, needId, nurse.id);
    await toValidated(ctx, { candidate: nurse, care }, processId);
    const told = await ctx.db
      .selectFrom('push_events')
      .select(['user_id', 'role'])
      .where('type', '=', 'process.changed')
      .where(sql<string>`data->>'processId'`, '=', String(processId))
      .where(sql<string>`data->>'event'`, '=', 'care.validate')
      .execute();
    const people = new Set(told.map((row) => row.user_id));
    for (const reader of [nurse, company, recruiter, english, elsewhere, muted, viewer]) expect(people.has(reader.id), reader.email).toBe(true);
    // Turned off, or an interviewer of other posts: their streams hear nothing of it.
    for (const outsider of [leaver, offPost]) expect(people.has(outsider.id), outsider.email).toBe(false);
    expect(told.filter((row) => row.role === 'care')).toHaveLength(1);
  });
});
