import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, expect, it } from 'vitest';
import { eraseAccount } from '../../src/server/privacy/erasure.ts';
import { redactArchivedProcesses } from '../../src/server/privacy/retention.ts';
import { type Account, addMember, addToPost, asParty, bearer, candidate, deactivateMember, parties } from '../support/accounts.ts';
import { offer, postNeed, sendEvent, T0, toValidated } from '../support/processes.ts';
import { describeEachDatabase } from '../support/databases.ts';

// A company's internal notes on a process: written by those who work it (owners, recruiters, the interviewers on
// its post), read by every member who may read the post and by care, never by the candidate in the product; hers in
// her data export, gone with her erasure and with the process's retention; a member erased keeps their notes
// without their name, as the history does.
describeEachDatabase('internal notes on a process', (ctx) => {
  let company: Account, other: Account, care: Account;
  let recruiter: Account, interviewer: Account, viewer: Account, elsewhere: Account;
  let needId = 0;
  const COMPANY = 'Clinica Armonia';

  type Note = { id: number; text: string; author: { id: number; name: string | null }; at: string };
  type Notes = { can_add: boolean; notes: Note[] };

  const list = (who: Account, processId: number, locale = 'en') =>
    ctx.app.inject({ method: 'GET', url: `/api/processes/${processId}/notes`, headers: asParty(who, locale) });
  const add = (who: Account, processId: number, payload: unknown, locale = 'en') =>
    ctx.app.inject({ method: 'POST', url: `/api/processes/${processId}/notes`, headers: asParty(who, locale), payload: payload as object });
  const notesOf = async (who: Account, processId: number) => {
    const res = await list(who, processId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Notes;
  };
  const stored = (processId: number) => ctx.db.selectFrom('process_notes').selectAll().where('process_id', '=', processId).orderBy('id').execute();

  /** A fresh process on the company's post (the interviewer is on it), validated by care. */
  async function freshProcess(name: string) {
    ctx.clock.set(T0);
    const nurse = await candidate(ctx, { name });
    const processId = await offer(ctx, company, needId, nurse.id);
    await toValidated(ctx, { candidate: nurse, care }, processId);
    return { nurse, processId };
  }

  beforeAll(async () => {
    ctx.clock.set(T0);
    ({ company, other, care } = await parties(ctx));
    await ctx.db.updateTable('companies').set({ name: COMPANY }).where('user_id', '=', company.id).execute();
    recruiter = await addMember(ctx, company.id, 'recruiter', { fullName: 'Ioana Recrutor' });
    interviewer = await addMember(ctx, company.id, 'interviewer', { fullName: 'Dr. Ana Pop' });
    viewer = await addMember(ctx, company.id, 'viewer', { fullName: 'Mihai Citește' });
    // An interviewer of the same company who is not on the post.
    elsewhere = await addMember(ctx, company.id, 'interviewer', { fullName: 'Dr. Dan Altul' });
    needId = await postNeed(ctx, company);
    await addToPost(ctx, needId, interviewer.id);
  });

  it('lets those who work the process write, those who read the post read, and hides it from the others', async () => {
    const { nurse, processId } = await freshProcess('Irina Notițe');
    const foreign = await freshForeign();
    ctx.clock.set('2026-03-04T10:00:00.000Z');
    const writers: Array<[Account, string]> = [
      [company, 'Owner: references to ask'],
      [recruiter, 'Recruiter: salary expectations fit'],
      [interviewer, 'Interviewer: calm, precise answers'],
    ];
    for (const [who, text] of writers) {
      ctx.clock.advance(60_000);
      const res = await add(who, processId, { text: `  ${text}  ` });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ text, author: { id: who.id }, at: ctx.clock.now().toISOString() });
    }
    // Newest first, each author named as the history names a member.
    for (const reader of [company, recruiter, interviewer, viewer, care]) {
      const read = await notesOf(reader, processId);
      expect(read.notes.map((n) => [n.text, n.author.name])).toEqual([
        ['Interviewer: calm, precise answers', `Dr. Ana Pop, ${COMPANY}`],
        ['Recruiter: salary expectations fit', `Ioana Recrutor, ${COMPANY}`],
        ['Owner: references to ask', `${await contactName(company.id)}, ${COMPANY}`],
      ]);
      expect(read.can_add, `can_add for ${reader.email}`).toBe(reader !== viewer && reader !== care);
    }

    const before = await stored(processId);
    // A viewer reads and writes nothing; care reads for support and writes nothing.
    expect((await add(viewer, processId, { text: 'Viewer tries' })).statusCode).toBe(403);
    expect((await add(care, processId, { text: 'Care tries' })).statusCode).toBe(403);
    // An interviewer not on the post, and another company: as if the process did not exist.
    for (const who of [elsewhere, other]) {
      expect((await list(who, processId)).statusCode).toBe(404);
      expect((await add(who, processId, { text: 'Not mine' })).statusCode).toBe(404);
    }
    // The other company's own process is not ours either, and a process that does not exist is 404 to everyone.
    expect((await list(company, foreign)).statusCode).toBe(404);
    expect((await add(interviewer, foreign, { text: 'Foreign' })).statusCode).toBe(404);
    expect((await list(company, 2_000_000)).statusCode).toBe(404);
    // The candidate never reads them: refused, and nothing of them in her view of the process or her offers.
    expect((await list(nurse, processId)).statusCode).toBe(403);
    expect((await add(nurse, processId, { text: 'Candidate tries' })).statusCode).toBe(403);
    for (const url of [`/api/processes/${processId}`, `/api/offers?process=${processId}`]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(nurse.token) });
      expect(res.statusCode, res.body).toBe(200);
      for (const [, text] of writers) expect(res.body.includes(text), `${url} shows a note`).toBe(false);
    }
    expect(await stored(processId)).toEqual(before);
    expect(await stored(foreign)).toEqual([]);
  });

  /** A process of the other company, on its own post. */
  async function freshForeign() {
    const nurse = await candidate(ctx, { name: 'Elena Străină' });
    const post = await postNeed(ctx, other);
    const processId = await offer(ctx, other, post, nurse.id);
    await toValidated(ctx, { candidate: nurse, care }, processId);
    return processId;
  }

  const contactName = async (userId: number) =>
    (await ctx.db.selectFrom('company_members').select('full_name').where('user_id', '=', userId).executeTakeFirstOrThrow()).full_name;

  it('refuses bad input with the field error, translated, and writes nothing', async () => {
    const { processId } = await freshProcess('Irina Greșeli');
    const cases: Array<[unknown, string, string, string]> = [
      [{ text: '   ' }, 'text', 'This field is required', 'Acest câmp este obligatoriu'],
      [{}, 'text', 'This field is required', 'Acest câmp este obligatoriu'],
      [{ text: 'x'.repeat(2001) }, 'text', 'Enter at most 2000 characters', 'Introduceți cel mult 2000 caractere'],
      [{ text: 42 }, 'text', 'The value is not valid', 'Valoarea nu este validă'],
      [{ text: 'Bine', author_id: 1 }, '_', '', ''],
    ];
    for (const [payload, field, en, ro] of cases) {
      for (const [locale, message] of [
        ['en', en],
        ['ro-RO', ro],
      ] as const) {
        const res = await add(interviewer, processId, payload, locale);
        expect(res.statusCode, res.body).toBe(400);
        const body = res.json() as { message: string; errors: Record<string, string[]> };
        expect(body.message).toBe(locale === 'en' ? 'Please correct the highlighted fields' : 'Vă rugăm să corectați câmpurile marcate');
        if (message) expect(body.errors[field], res.body).toEqual([message]);
        else expect(Object.keys(body.errors).length, res.body).toBeGreaterThan(0);
      }
    }
    // Exactly the longest note is taken.
    expect((await add(interviewer, processId, { text: 'y'.repeat(2000) })).statusCode).toBe(201);
    expect((await stored(processId)).map((n) => n.text.length)).toEqual([2000]);
  });

  it("is in the candidate's and the company's data export, not in another company's", async () => {
    const { nurse, processId } = await freshProcess('Smaranda Export');
    expect((await add(interviewer, processId, { text: 'Notă pentru export' })).statusCode).toBe(201);
    const exported = async (who: Account) => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/privacy/export', headers: bearer(who.token) });
      expect(res.statusCode, res.body).toBe(200);
      const files = unzipSync(new Uint8Array(res.rawPayload));
      return JSON.parse(strFromU8(files['data/process_notes.json']!)) as Array<{ process_id: number; text: string; author_id: number }>;
    };
    expect((await exported(nurse)).map((n) => [n.process_id, n.text, n.author_id])).toEqual([[processId, 'Notă pentru export', interviewer.id]]);
    expect((await exported(company)).some((n) => n.text === 'Notă pentru export')).toBe(true);
    expect((await exported(other)).some((n) => n.text === 'Notă pentru export')).toBe(false);
  });

  it('keeps the note of a member turned off or erased, named as the history names them', async () => {
    const { nurse, processId } = await freshProcess('Irina Istoric');
    const member = await addMember(ctx, company.id, 'interviewer', { fullName: 'Dr. Radu Pleacă' });
    await addToPost(ctx, needId, member.id);
    await sendEvent(ctx, recruiter, processId, 'company.acceptCandidate', {}, '2026-03-04T11:00:00.000Z');
    await sendEvent(
      ctx,
      member,
      processId,
      'company.proposeInterview',
      {
        interview: { type: 'phone', phone: '+40721000000' },
        options: ['2026-03-09T08:00:00.000Z', '2026-03-10T08:00:00.000Z', '2026-03-11T08:00:00.000Z'],
      },
      '2026-03-04T11:05:00.000Z',
    );
    expect((await add(member, processId, { text: 'Am propus trei ore' })).statusCode).toBe(201);
    /** The note's author and the history's name for the member's event, as the owner reads them. */
    const names = async () => {
      const view = (await ctx.app.inject({ method: 'GET', url: `/api/processes/${processId}`, headers: bearer(company.token) })).json() as {
        history: { type: string; actor: { name: string | null } }[];
      };
      const note = (await notesOf(company, processId)).notes.find((n) => n.text === 'Am propus trei ore')!;
      return [note.author.name, view.history.find((e) => e.type === 'company.proposeInterview')!.actor.name];
    };
    expect(await names()).toEqual([`Dr. Radu Pleacă, ${COMPANY}`, `Dr. Radu Pleacă, ${COMPANY}`]);
    await deactivateMember(ctx, member.id);
    expect(await names()).toEqual([`Dr. Radu Pleacă, ${COMPANY}`, `Dr. Radu Pleacă, ${COMPANY}`]);
    await eraseAccount(ctx.app.deps, member.id, member.id, { ground: 'own-request' });
    expect(await names()).toEqual([null, null]);
    expect((await stored(processId)).map((n) => [n.text, n.author_id])).toEqual([['Am propus trei ore', member.id]]);
    // Her view still shows nothing of it.
    const hers = await ctx.app.inject({ method: 'GET', url: `/api/processes/${processId}`, headers: bearer(nurse.token) });
    expect(hers.body.includes('Am propus trei ore')).toBe(false);
  });

  it("goes with the candidate's erasure, and no note can be added after", async () => {
    const { nurse, processId } = await freshProcess('Cosânzeana Ștergere');
    const kept = await freshProcess('Ileana Rămâne');
    expect((await add(interviewer, processId, { text: 'Despre Cosânzeana' })).statusCode).toBe(201);
    expect((await add(interviewer, kept.processId, { text: 'Despre Ileana' })).statusCode).toBe(201);
    await eraseAccount(ctx.app.deps, nurse.id, nurse.id, { ground: 'own-request' });
    expect(await stored(processId)).toEqual([]);
    expect((await stored(kept.processId)).map((n) => n.text)).toEqual(['Despre Ileana']);
    expect(await notesOf(company, processId)).toEqual({ can_add: false, notes: [] });
    const refused = await add(company, processId, { text: 'Prea târziu' }, 'ro-RO');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toContain('Datele personale ale candidatului');
    expect(await stored(processId)).toEqual([]);
  });

  it('goes with the personal data of a process archived longer than the retention period', async () => {
    const { processId } = await freshProcess('Sânziana Arhivată');
    const live = await freshProcess('Sânziana Activă');
    expect((await add(recruiter, processId, { text: 'Nu se potrivește' })).statusCode).toBe(201);
    expect((await add(recruiter, live.processId, { text: 'Revenim' })).statusCode).toBe(201);
    await sendEvent(ctx, recruiter, processId, 'company.rejectCandidate', { reason: 'other', text: 'Alt profil' }, '2026-03-05T09:00:00.000Z');
    ctx.clock.set('2028-04-06T09:00:00.000Z');
    expect(await redactArchivedProcesses(ctx.app.deps)).toBeGreaterThan(0);
    expect(await stored(processId)).toEqual([]);
    expect((await stored(live.processId)).map((n) => n.text)).toEqual(['Revenim']);
    // Back to when the recruiter's session is alive: the redacted process takes no new note.
    ctx.clock.set('2026-03-06T09:00:00.000Z');
    expect((await notesOf(recruiter, processId)).can_add).toBe(false);
    expect((await add(recruiter, processId, { text: 'Încă una' })).statusCode).toBe(409);
  });
});
