import { expect, it } from 'vitest';
import { addMember, addToPost, asParty, createParties, deactivateMember, type Party } from '../support/accounts.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { driveTo, insertPost, offer, T0 } from '../support/processes.ts';

// A member's calendar feed follows the team rule as the screens do: an interviewer's holds the interviews of the
// posts she is on, a recruiter's the company's, nobody's another company's; a member turned off has none. The
// feed's link is public (its token is the proof), so no session check stands in front of it.
describeEachDatabase('calendar feed of a team member', (ctx) => {
  it("holds an interviewer's posts' interviews, a recruiter's company's, none once turned off", async () => {
    ctx.clock.set(T0);
    const clinic = await createParties(ctx);
    const stranger = await createParties(ctx);
    const second = (await createParties(ctx)).candidate;
    const hers = await insertPost(ctx, clinic.company);
    const scheduled = async (parties: { candidate: Party; company: Party; care: Party }, needId: number) => {
      const id = await offer(ctx, parties.company, needId, parties.candidate.id);
      await driveTo(ctx, parties, id, 'scheduled');
      return id;
    };
    const onHerPost = await scheduled(clinic, hers);
    const elsewhere = await scheduled({ ...clinic, candidate: second }, await insertPost(ctx, clinic.company));
    await scheduled(stranger, await insertPost(ctx, stranger.company));
    const interviewer = await addMember(ctx, clinic.company.id, 'interviewer');
    const recruiter = await addMember(ctx, clinic.company.id, 'recruiter');
    await addToPost(ctx, hers, interviewer.id);

    const tokenOf = async (who: Party) => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/calendar-feed', headers: asParty(who) });
      expect(res.statusCode, res.body).toBe(200);
      return /\/api\/calendar\/([^/]+)\.ics$/.exec(res.json<{ url: string }>().url)![1]!;
    };
    const read = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/calendar/${token}.ics` });
    const uids = async (token: string) => {
      const res = await read(token);
      expect(res.statusCode, res.body).toBe(200);
      return [...res.body.matchAll(/^UID:(interview-\d+)-/gm)].map((m) => m[1]);
    };
    const interviewerFeed = await tokenOf(interviewer);
    expect(await uids(interviewerFeed)).toEqual([`interview-${onHerPost}`]);
    expect(await uids(await tokenOf(recruiter))).toEqual([`interview-${onHerPost}`, `interview-${elsewhere}`]);

    await deactivateMember(ctx, interviewer.id);
    expect((await read(interviewerFeed)).statusCode).toBe(404);
  });
});
