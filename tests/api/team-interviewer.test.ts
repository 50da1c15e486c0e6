import { beforeAll, expect, it } from 'vitest';
import { addMember, addToPost, asParty, candidate, parties, type Party } from '../support/accounts.ts';
import { OFFER_TERMS } from '../support/final-offer-terms.ts';
import { AFTER_INTERVIEW, offer, OPTIONS, postNeed, sendEvent, T0, toValidated } from '../support/processes.ts';
import { describeEachDatabase } from '../support/databases.ts';

// An interviewer works the interview of her post and nothing that decides on the candidate: the engine refuses her
// final offer at the very stage where a recruiter may send one, and leaves the process as it was. Each step and each
// read of the candidate's data names her beside the clinic, for the candidate and for care.
describeEachDatabase('an interviewer on her post', (ctx) => {
  let company: Party, care: Party, nurse: Party;
  let recruiter: Party, interviewer: Party;
  let processId = 0;

  type View = { version: number; state: string; can: string[]; history: { type: string; actor: { name: string | null } }[] };
  const view = async (who: Party) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/processes/${processId}`, headers: asParty(who) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as View;
  };
  const post = async (who: Party, type: string, payload: object) => {
    const { version } = await view(who);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/processes/${processId}/events`,
      headers: asParty(who),
      payload: { type, payload, expectedVersion: version },
    });
  };
  /** What a refused event must leave as it was: the process row and its history. */
  const stored = async () => ({
    process: await ctx.db.selectFrom('processes').select(['version', 'state', 'snapshot']).where('id', '=', processId).executeTakeFirstOrThrow(),
    events: (await ctx.db.selectFrom('process_events').select('version').where('process_id', '=', processId).execute()).length,
  });

  beforeAll(async () => {
    ctx.clock.set(T0);
    ({ company, care } = await parties(ctx));
    recruiter = await addMember(ctx, company.id, 'recruiter', { fullName: 'Ioana Recrutor' });
    interviewer = await addMember(ctx, company.id, 'interviewer', { fullName: 'Dr. Ana Pop' });
    const needId = await postNeed(ctx, company);
    await addToPost(ctx, needId, interviewer.id);
    nurse = await candidate(ctx, { name: 'Irina Tudor' });
    processId = await offer(ctx, company, needId, nurse.id);
    await toValidated(ctx, { candidate: nurse, care }, processId);
  });

  /** What `who` reads of the candidate: the disclosure level and whether her contact details came. */
  const disclosed = async (who: Party) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/candidates/${nurse.id}`, headers: asParty(who) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { disclosure: string; contact: unknown };
    return [body.disclosure, body.contact !== null];
  };

  it('cannot accept the candidate; invites her and says she came once a recruiter accepted her', async () => {
    ctx.clock.set(T0);
    // The disclosure rule reads the same for every member as for the company: validated, the profile, no contact.
    for (const who of [company, recruiter, interviewer]) expect(await disclosed(who)).toEqual(['profile', false]);
    const before = await stored();
    const refused = await post(interviewer, 'company.acceptCandidate', {});
    expect(refused.statusCode, refused.body).toBe(403);
    expect(await stored()).toEqual(before);
    expect((await view(interviewer)).can).not.toContain('company.acceptCandidate');

    await sendEvent(ctx, recruiter, processId, 'company.acceptCandidate', {}, T0);
    for (const who of [company, recruiter, interviewer]) expect(await disclosed(who)).toEqual(['contact', true]);
    await sendEvent(
      ctx,
      interviewer,
      processId,
      'company.proposeInterview',
      { interview: { type: 'phone', phone: '+40721000000' }, options: OPTIONS },
      T0,
    );
    await sendEvent(ctx, nurse, processId, 'candidate.pickOption', { option: OPTIONS[0] }, T0);
    await sendEvent(ctx, interviewer, processId, 'company.reportPresence', { present: true }, AFTER_INTERVIEW);
    await sendEvent(ctx, nurse, processId, 'candidate.reportPresence', { present: true }, AFTER_INTERVIEW);
    await sendEvent(ctx, nurse, processId, 'candidate.giveFeedback', { interested: true }, AFTER_INTERVIEW);
  });

  it('cannot send the final offer a recruiter may send now, and the refusal changes nothing', async () => {
    ctx.clock.set(AFTER_INTERVIEW);
    // The final offer is open to the recruiter at this stage: the interviewer's refusal is about her role alone.
    expect((await view(recruiter)).can).toContain('company.sendFinalOffer');
    expect((await view(company)).can).toContain('company.sendFinalOffer');
    const hers = await view(interviewer);
    expect(hers.can).not.toContain('company.sendFinalOffer');
    const before = await stored();
    const terms = { ...OFFER_TERMS, salary: 9000, startDate: '2026-04-01' };
    const refused = await post(interviewer, 'company.sendFinalOffer', terms);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(await stored()).toEqual(before);
    expect(
      await ctx.db.selectFrom('mail_outbox').select('id').where('to_address', '=', nurse.email).where('kind', 'like', '%sendFinalOffer%').execute(),
    ).toEqual([]);
    const sent = await post(recruiter, 'company.sendFinalOffer', terms);
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('is named beside the clinic in the history, in the access log the candidate and care read', async () => {
    const steps = (await view(nurse)).history.map((e) => [e.type, e.actor.name]);
    expect(steps).toEqual(
      expect.arrayContaining([
        ['company.acceptCandidate', 'Ioana Recrutor, Clinica Sănătatea'],
        ['company.proposeInterview', 'Dr. Ana Pop, Clinica Sănătatea'],
        ['company.reportPresence', 'Dr. Ana Pop, Clinica Sănătatea'],
        ['company.sendFinalOffer', 'Ioana Recrutor, Clinica Sănătatea'],
      ]),
    );
    const read = await ctx.app.inject({ method: 'GET', url: `/api/candidates/${nurse.id}`, headers: asParty(interviewer) });
    expect(read.statusCode, read.body).toBe(200);
    for (const [who, url] of [
      [nurse, '/api/privacy/access-log'],
      [care, `/api/care/candidates/${nurse.id}/access-log`],
    ] as const) {
      const log = (await ctx.app.inject({ method: 'GET', url, headers: asParty(who) })).json() as {
        data: { viewer: { id: number; name: string } }[];
      };
      expect(log.data.find((r) => r.viewer.id === interviewer.id)?.viewer.name, url).toBe('Dr. Ana Pop, Clinica Sănătatea');
    }
  });
});
