import { beforeAll, expect, it } from 'vitest';
import { type Account, bearer, createCare, registerCandidate, registerCompany } from '../support/accounts.ts';
import { processStartedByCare } from '../support/processes.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { multipart, pdfFile } from '../support/files.ts';
import { LICENCE_CHECKED, giveLicenceFor } from '../support/licences.ts';

// What a company sees of a candidate at each stage, in every route that returns candidate data.
// Before the candidate's yes AND care's validation: initials, occupation, city, experience, salary range, nothing
// else; then the name, the profile and the CV; contact details only once the company accepted her.

const NAME = 'Ioana-Maria Popescu';
const PHONE = '0722987654'; // as typed at registration
const PHONE_E164 = '+40722987654'; // as stored and sent (machines/phone.ts)
const PHONE_SHOWN = '0722 987 654'; // as mails show it
const ABOUT = 'Asistentă cu experiență în terapie intensivă';
const EMPLOYER = 'Spitalul Județean Brașov';
const OPTIONS = ['2026-03-04T08:00:00.000Z', '2026-03-05T09:00:00.000Z', '2026-03-06T10:00:00.000Z'];

describeEachDatabase('what a company sees of a candidate, stage by stage', (ctx) => {
  let company: Account, care: Account, candidate: Account, needId: number, processId: number;

  const get = (who: Account, url: string) => ctx.app.inject({ method: 'GET', url, headers: { ...bearer(who.token), 'accept-language': 'en' } });
  const send = async (who: Account, type: string, payload: object = {}) => {
    const { version } = (await get(who, `/api/processes/${processId}`)).json() as { version: number };
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/processes/${processId}/events`,
      headers: { ...bearer(who.token), 'accept-language': 'en' },
      payload: { type, payload, expectedVersion: version },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  /** Every company route that returns candidate data, with its raw body. */
  async function companyReads() {
    const urls = [
      `/api/processes/${processId}`,
      `/api/candidates/${candidate.id}`,
      '/api/candidates',
      '/api/company/dashboard',
      '/api/company/events',
      `/api/needs/${needId}`,
      '/api/company/interviews?from=2026-03-01&to=2026-03-31',
      '/api/offers',
      `/api/processes/${processId}/interview.ics`,
    ];
    const answers = await Promise.all(urls.map(async (url) => [url, await get(company, url)] as const));
    const mails = await ctx.db
      .selectFrom('mail_outbox')
      .select(['text_body', 'html_body', 'subject', 'attachments'])
      .where('to_address', '=', company.email)
      .execute();
    return { answers, mails: JSON.stringify(mails) };
  }

  /** Nothing that names or reaches her, anywhere the company can look (bodies, mails, the .ics). */
  async function expectNothingIdentifying(also: { name: boolean; contact: boolean }) {
    const { answers, mails } = await companyReads();
    for (const [url, res] of answers) {
      expect(res.statusCode, url).toBeLessThan(500);
      for (const text of [res.body, mails]) {
        if (!also.name) for (const secret of ['Popescu', 'Ioana', ABOUT, EMPLOYER]) expect(text, `${url}: ${secret}`).not.toContain(secret);
        if (!also.contact)
          for (const secret of [candidate.email, PHONE, PHONE_E164, PHONE_SHOWN]) expect(text, `${url}: ${secret}`).not.toContain(secret);
      }
    }
  }

  beforeAll(async () => {
    ctx.clock.set('2026-03-02T09:00:00Z');
    company = await registerCompany(ctx);
    care = await createCare(ctx);
    candidate = await registerCandidate(ctx, { name: NAME, phone: PHONE });
    await ctx.db
      .updateTable('candidates')
      .set({
        city: 'brasov',
        category: 'medic-specialist',
        min_salary: 8000,
        max_salary: 11000,
        salary_basis: 'gross',
        birth_date: '1990-05-01',
        about: ABOUT,
        experience: '5-10',
        experience_entries: JSON.stringify([{ employer: EMPLOYER, role: 'Asistentă', city: 'brasov', from: '2015-01', to: null }]),
      })
      .where('user_id', '=', candidate.id)
      .execute();
    const cv = multipart('cv', 'CV Ioana Popescu.pdf', pdfFile());
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/cv', payload: cv.payload, headers: { ...cv.headers, ...bearer(candidate.token) } }))
        .statusCode,
    ).toBe(200);
    ({ needId, processId } = await processStartedByCare(ctx, care, company.id, candidate.id));
    await giveLicenceFor(ctx.db, processId);
  });

  it('offered: initials and what is needed to decide; no CV, no profile text, no contact', async () => {
    const profile = (await get(company, `/api/candidates/${candidate.id}`)).json();
    expect(profile).toMatchObject({
      name: 'I. M. P.',
      disclosure: 'anonymous',
      city: { slug: 'brasov' },
      desired_salary_min: 8000,
      desired_salary_max: 11000,
      age: null,
      about: null,
      experience_entries: [],
      education_entries: [],
      has_cv: false,
      contact: null,
    });
    expect(profile.experience).not.toBeNull();
    expect((await get(company, `/api/processes/${processId}`)).json().candidate).toEqual({
      id: candidate.id,
      name: 'I. M. P.',
      disclosure: 'anonymous',
      licence: null,
    });
    expect((await get(company, `/api/cv/${candidate.id}`)).statusCode).toBe(403);
    // Searching by name does not reveal who hides behind the initials.
    expect((await get(company, '/api/candidates?name_contains=Popescu')).json().total).toBe(0);
    await expectNothingIdentifying({ name: false, contact: false });
  });

  it('after her yes, still nothing until care validated the phone screen', async () => {
    await send(candidate, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' });
    expect((await get(company, `/api/cv/${candidate.id}`)).statusCode).toBe(403);
    await expectNothingIdentifying({ name: false, contact: false });
  });

  it('validated: the name, the profile and the CV, still no contact', async () => {
    await send(care, 'care.validate', { note: 'A vorbit bine, dar pare nehotărâtă', ...LICENCE_CHECKED });
    const profile = (await get(company, `/api/candidates/${candidate.id}`)).json();
    expect(profile).toMatchObject({ name: NAME, disclosure: 'profile', about: ABOUT, has_cv: true, contact: null, age: 35 });
    expect(profile.experience_entries).toHaveLength(1);
    expect((await get(company, `/api/cv/${candidate.id}`)).statusCode).toBe(200);
    expect((await get(company, '/api/candidates?name_contains=Popescu')).json().total).toBe(1);
    expect((await get(company, '/api/company/dashboard')).json().waiting).toEqual([
      expect.objectContaining({ process_id: processId, candidate_name: NAME }),
    ]);
    expect((await get(company, '/api/company/events')).json().data[0].candidate).toEqual({ id: candidate.id, name: NAME });
    await expectNothingIdentifying({ name: true, contact: false });
    // Care's note about the phone screen stays with care.
    for (const who of [company, candidate]) expect((await get(who, `/api/processes/${processId}`)).body).not.toContain('nehotărâtă');
    expect((await get(care, `/api/processes/${processId}`)).body).toContain('nehotărâtă');
  });

  it('accepted by the company: the contact details too, and the .ics names her', async () => {
    await send(company, 'company.acceptCandidate');
    expect((await get(company, `/api/candidates/${candidate.id}`)).json()).toMatchObject({
      disclosure: 'contact',
      contact: { email: candidate.email, phone: PHONE_E164 },
    });
    await send(company, 'company.proposeInterview', {
      interview: { type: 'office', address: 'Str. Lungă 1, Brașov', contactPerson: 'Dr. Pop' },
      options: OPTIONS,
    });
    await send(candidate, 'candidate.pickOption', { option: OPTIONS[0] });
    const ics = await get(company, `/api/processes/${processId}/interview.ics`);
    // Unfolded (RFC 5545 §3.1); the URI scheme is case-insensitive (ical-generator writes MAILTO).
    expect(ics.body.replace(/\r\n[ \t]/g, '').toLowerCase()).toContain(`mailto:${candidate.email.toLowerCase()}`);
    expect((await get(company, '/api/company/interviews?from=2026-03-01&to=2026-03-31')).json().data[0]).toMatchObject({ candidate_name: NAME });
  });

  it('never shows another company anything, and care and the candidate see everything', async () => {
    const other = await registerCompany(ctx);
    expect((await get(other, `/api/candidates/${candidate.id}`)).statusCode).toBe(404);
    expect((await get(other, `/api/cv/${candidate.id}`)).statusCode).toBe(403);
    // Care verified her licence (CMR, for medic-specialist) when it validated her.
    const licence = { body: 'CMR', valid_until: '2099-12-31', verified_at: expect.any(String) };
    expect((await get(care, `/api/processes/${processId}`)).json().candidate).toEqual({
      id: candidate.id,
      name: NAME,
      disclosure: 'contact',
      licence,
    });
    expect((await get(candidate, `/api/processes/${processId}`)).json().candidate).toEqual({
      id: candidate.id,
      name: NAME,
      disclosure: 'contact',
      licence,
    });
  });

  it('keeps the level an archived process reached, and a process archived before validation never opens it', async () => {
    const shy = await registerCandidate(ctx, { name: 'Radu Ionescu' });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/processes',
      headers: bearer(care.token),
      payload: { need_id: needId, candidate_id: shy.id },
    });
    const id = created.json().id;
    const reject = await ctx.app.inject({
      method: 'POST',
      url: `/api/processes/${id}/events`,
      headers: bearer(shy.token),
      payload: { type: 'candidate.rejectOffer', payload: { reason: 'insufficient-salary' }, expectedVersion: 1 },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect((await get(company, `/api/candidates/${shy.id}`)).json()).toMatchObject({ name: 'R. I.', disclosure: 'anonymous' });
    await send(company, 'company.withdraw', { reason: 'position-filled' });
    expect((await get(company, `/api/candidates/${candidate.id}`)).json()).toMatchObject({ name: NAME, disclosure: 'contact' });
  });
});
