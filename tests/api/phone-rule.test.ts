import { beforeAll, describe, expect, it } from 'vitest';
import { payloadErrors, type HiringContext, type HiringEvent } from '../../machines/index.ts';
import { formatPhone } from '../../machines/phone.ts';
import { asParty, bearer, candidate, candidatePayload, parties, type Party, registerCandidate } from '../support/accounts.ts';
import { offer, postNeed, send, toValidated } from '../support/processes.ts';
import { phoneField as webPhoneField } from '../../src/web/lib/validation/phone-field.ts';
import { describeEachDatabase } from '../support/databases.ts';

// One phone rule (machines/phone.ts) behind every place a phone number enters the product: each entry point must
// accept and refuse the same numbers and store the same E.164 form. Before, four regexes disagreed:
// '0722.123.456' passed the web form and registration but not the company profile or an interview invitation;
// '1234567890' was refused at registration and accepted as a company or interview phone.

/** Typed number → stored E.164 (and how it is shown). */
const ACCEPTED: [typed: string, e164: string, shown: string][] = [
  ['0722 123 456', '+40722123456', '0722 123 456'],
  ['0722.123.456', '+40722123456', '0722 123 456'],
  ['(0722) 123-456', '+40722123456', '0722 123 456'],
  ['+40 722 123 456', '+40722123456', '0722 123 456'],
  ['0040 722 123 456', '+40722123456', '0722 123 456'],
  ['021 312 4567', '+40213124567', '021 312 4567'],
  ['+44 20 7946 0958', '+442079460958', '+44 20 7946 0958'],
  ['+1 (415) 555-2671', '+14155552671', '+1 415 555 2671'],
];

/** Not phone numbers anywhere: a Romanian number has 9 digits after the 0 and starts with 2, 3 or 7 (or 8 for 080x). */
const REFUSED = ['1234567890', '0922 123 456', '07221234567', '0722123456x', 'abcdefghijk', '+40 21', '0722', ''];

describe('the phone table, in the browser and in the machine payload', () => {
  it.each(ACCEPTED)('the web form takes %j as %s, shown as %s', (typed, e164, shown) => {
    expect(webPhoneField.parse(typed)).toBe(e164);
    expect(formatPhone(e164)).toBe(shown);
  });

  it.each(REFUSED)('the web form refuses %j', (typed) => {
    expect(webPhoneField.safeParse(typed).success).toBe(false);
  });

  const context = { interview: null, options: [], scheduledAt: null } as unknown as HiringContext;
  const interviewErrors = (phone: string) =>
    payloadErrors(context, {
      type: 'company.proposeInterview',
      payload: { interview: { type: 'phone', phone }, options: [] },
      actor: { role: 'company', id: '1' },
      now: '2026-03-02T08:00:00.000Z',
    } as HiringEvent)?.['interview.phone'];

  it('the interview payload schema agrees with the table', () => {
    for (const [typed] of ACCEPTED) expect(interviewErrors(typed), typed).toBeUndefined();
    for (const typed of REFUSED) expect(interviewErrors(typed), typed).toEqual([typed ? 'phoneInvalid' : 'required']);
  });
});

describeEachDatabase('the phone table at every API entry point', (ctx) => {
  let company: Party, care: Party;
  let processId: number;

  beforeAll(async () => {
    ctx.clock.set('2026-03-02T08:00:00Z'); // a Monday
    ({ company, care } = await parties(ctx));
    const ioana = await candidate(ctx, { name: 'Ioana Pop' });
    processId = await offer(ctx, company, await postNeed(ctx, company), ioana.id);
    await toValidated(ctx, { candidate: ioana, care }, processId);
    await send(ctx, company, processId, 'company.acceptCandidate');
  });

  const register = (phone: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/register/candidate', payload: candidatePayload({ phone }), headers: { 'accept-language': 'en' } });
  const patchCandidate = async (phone: string) => {
    const account = await registerCandidate(ctx);
    return ctx.app.inject({ method: 'PATCH', url: `/api/register/candidate/${account.id}`, payload: { phone }, headers: bearer(account.token) });
  };
  const patchCompany = (phone: string) =>
    ctx.app.inject({
      method: 'PATCH',
      url: '/api/company/profile',
      headers: asParty(company),
      payload: { name: 'Clinica Nouă', contact_name: 'Ana B', phone, city: 'iasi' },
    });
  const version = async () => (await ctx.db.selectFrom('processes').select('version').where('id', '=', processId).executeTakeFirstOrThrow()).version;
  // No time options: the phone is judged on its own and the process stays where it is.
  const invite = async (phone: string, options: string[] = []) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/processes/${processId}/events`,
      headers: asParty(company),
      payload: { type: 'company.proposeInterview', payload: { interview: { type: 'phone', phone }, options }, expectedVersion: await version() },
    });

  it('registration, the candidate profile and the company profile store the E.164 form', async () => {
    for (const [typed, e164] of ACCEPTED) {
      const registered = await register(typed);
      expect(registered.statusCode, typed).toBe(201);
      const stored = await ctx.db.selectFrom('candidates').select('phone').where('user_id', '=', registered.json().id).executeTakeFirstOrThrow();
      expect(stored.phone, typed).toBe(e164);

      const patched = await patchCandidate(typed);
      expect(patched.statusCode, typed).toBe(200);
      expect(patched.json().phone, typed).toBe(e164);

      const profile = await patchCompany(typed);
      expect(profile.statusCode, typed).toBe(200);
      expect(profile.json().phone, typed).toBe(e164);
    }
  });

  it('registration, the candidate profile and the company profile refuse the same numbers, on the phone field', async () => {
    for (const typed of REFUSED) {
      for (const res of [await register(typed), await patchCandidate(typed), await patchCompany(typed)]) {
        expect(res.statusCode, `${typed}: ${res.body}`).toBe(400);
        expect(Object.keys(res.json().errors), typed).toEqual(['phone']);
      }
    }
  });

  it('an interview invitation by phone takes and refuses the same numbers, and keeps the E.164 form', async () => {
    for (const [typed] of ACCEPTED) {
      const res = await invite(typed);
      expect(res.statusCode, typed).toBe(400);
      expect(Object.keys(res.json().errors), typed).toEqual(['options']);
    }
    for (const typed of REFUSED) {
      const res = await invite(typed);
      expect(res.statusCode, typed).toBe(400);
      expect(Object.keys(res.json().errors).sort(), typed).toEqual(['interview.phone', 'options']);
    }
    const day = (n: number) => new Date(Date.parse('2026-03-04T09:00:00Z') + n * 86_400_000).toISOString(); // Wed-Fri, 11:00 Bucharest
    const sent = await invite('0722.123.456', [day(0), day(1), day(2)]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().snapshot.context.interview).toEqual({ type: 'phone', phone: '+40722123456' });
  });
});
