import { expect, it } from 'vitest';
import { sql } from 'kysely';
import { type Account, bearer, createCare, registerCandidate, registerCompany } from '../support/accounts.ts';
import { AFTER_INTERVIEW, driveTo, processStartedByCare, T0 } from '../support/processes.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { giveLicenceFor } from '../support/licences.ts';
import { OFFER_TERMS } from '../support/final-offer-terms.ts';

// The final offer states the Labour Code art. 17(3) terms, judged against the post's advertised range: bad input is
// a 400 naming the field in the caller's language and writes nothing; the candidate reads the terms, what changed
// from the post, and the reason of a salary below its range, in the offer and its mail.

const TERMS = { ...OFFER_TERMS, salary: 6000, startDate: '2026-04-01' };
const POST = { salary_min: 5500, salary_max: 6500, norma: 'full', hours_per_week: 40, shift_pattern: '12h', garzi_per_month: 4, garda_pay: 450 };

describeEachDatabase('the final offer with the Labour Code terms', (ctx) => {
  async function atFeedback() {
    ctx.clock.set(T0);
    const care = await createCare(ctx);
    const company = await registerCompany(ctx);
    const candidate = await registerCandidate(ctx);
    const { processId } = await processStartedByCare(ctx, care, company.id, candidate.id);
    await giveLicenceFor(ctx.db, processId, ctx.clock.now());
    await driveTo(ctx, { care, company, candidate }, processId, 'positiveFeedback');
    // The post states its terms (the schema of migration 0450; the post form is another change's).
    await sql`update needs set salary_min = ${POST.salary_min}, salary_max = ${POST.salary_max}, norma = ${POST.norma},
      hours_per_week = ${POST.hours_per_week}, shift_pattern = ${POST.shift_pattern}, garzi_per_month = ${POST.garzi_per_month},
      garda_pay = ${POST.garda_pay}, contract_kind = 'undetermined', probation_days = 90
      where id = (select need_id from processes where id = ${processId})`.execute(ctx.db);
    ctx.clock.set(AFTER_INTERVIEW);
    return { company, candidate, processId };
  }

  async function send(who: Account, processId: number, payload: object, locale = 'en') {
    const { version } = await ctx.db.selectFrom('processes').select('version').where('id', '=', processId).executeTakeFirstOrThrow();
    return ctx.app.inject({
      method: 'POST',
      url: `/api/processes/${processId}/events`,
      headers: { ...bearer(who.token), 'accept-language': locale },
      payload: { type: 'company.sendFinalOffer', payload, expectedVersion: version },
    });
  }
  const stateOf = (processId: number) =>
    ctx.db.selectFrom('processes').select(['state', 'version']).where('id', '=', processId).executeTakeFirstOrThrow();

  it('refuses a missing or bad term with its field error, writing nothing', async () => {
    const { company, processId } = await atFeedback();
    const before = await stateOf(processId);
    const { leaveDays: _leave, placeOfWork: _place, ...missing } = TERMS;
    const res = await send(company, processId, missing);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ leaveDays: ['This field is required'], placeOfWork: ['This field is required'] });
    const cases: [object, string, string][] = [
      [{ leaveDays: 15 }, 'leaveDays', 'Codul muncii acordă cel puțin 20 de zile lucrătoare de concediu de odihnă anual'],
      [{ dismissalNoticeDays: 10 }, 'dismissalNoticeDays', 'Preavizul angajatorului la concediere este de cel puțin 20 de zile lucrătoare'],
      [
        { resignationNoticeDays: 30 },
        'resignationNoticeDays',
        'Preavizul de demisie este de cel mult 20 de zile lucrătoare (45 într-o funcție de conducere)',
      ],
      [{ probationDays: 100 }, 'probationDays', 'Perioada de probă este de cel mult 90 de zile (120 într-o funcție de conducere)'],
      [{ contract: 'determined' }, 'contractMonths', 'Un contract pe perioadă determinată are nevoie de durata în luni'],
      [{ norma: 'part' }, 'hoursPerWeek', 'O normă parțială are mai puțin de 40 de ore pe săptămână'],
      [{ shiftPattern: 'nights' }, 'shiftPattern', 'Valoarea nu este validă'],
      [{ salaryBasis: 'net' }, 'salaryBasis', 'Valoarea nu este validă'],
      [{ otherPay: [{ label: 'Spor', amount: -5 }] }, 'otherPay.0.amount', 'Salariul trebuie să fie mai mare decât 0'],
    ];
    for (const [change, field, text] of cases) {
      const bad = await send(company, processId, { ...TERMS, ...change }, 'ro-RO');
      expect([bad.statusCode, bad.json().errors?.[field]], field).toEqual([400, [text]]);
    }
    expect(await stateOf(processId)).toEqual(before);
  });

  it('wants the reason of a salary below the advertised range, and shows it to the candidate with what changed', async () => {
    const { company, candidate, processId } = await atFeedback();
    const refused = await send(company, processId, { ...TERMS, salary: 5000, shiftPattern: '24h' });
    expect([refused.statusCode, refused.json().errors]).toEqual([
      400,
      { belowRangeReason: ["The salary is below the post's advertised range: tell the candidate why"] },
    ]);
    const reason = 'Fără gărzi în primele trei luni, până la atestat';
    const sent = await send(company, processId, { ...TERMS, salary: 5000, shiftPattern: '24h', belowRangeReason: reason });
    expect(sent.statusCode, sent.body).toBe(200);

    const seen = (await ctx.app.inject({ method: 'GET', url: `/api/processes/${processId}`, headers: bearer(candidate.token) })).json();
    expect(seen.snapshot.context.finalOffer).toMatchObject({
      salary: 5000,
      belowRangeReason: reason,
      advertised: { salaryMin: 5500, salaryMax: 6500, shiftPattern: '12h', garziPerMonth: 4, gardaPay: 450, startDate: null },
    });
    expect(seen.need.advertised).toMatchObject({ salaryMin: 5500, norma: 'full', shiftPattern: '12h' });

    // Her mail lists every term, in her language.
    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .select(['text_body', 'html_body'])
      .where('to_address', '=', candidate.email)
      .where('kind', '=', 'process.company.sendFinalOffer')
      .executeTakeFirstOrThrow();
    for (const line of [
      'Locul de muncă: Spitalul Clinic Județean Cluj, str. Clinicilor 3-5',
      'Postul: Asistent medical / Asistentă medicală (funcție de execuție)',
      'Data începerii: 1 aprilie 2026',
      'Durata: contract pe perioadă nedeterminată',
      'Timpul de muncă: normă întreagă, 40 de ore pe săptămână, ture de 24 de ore, 4 gărzi pe lună',
      'Salariul de bază: 5.000 LEI brut pe lună',
      'Fiecare gardă: 450 LEI brut',
      'Concediu de odihnă anual: 21 de zile lucrătoare',
      'Preaviz: 20 de zile lucrătoare din partea angajatorului, 20 de zile lucrătoare la demisie',
      'Perioadă de probă: 90 de zile',
      `Anunțul indica 5.500–6.500 LEI brut; angajatorul explică de ce oferta este mai mică: ${reason}`,
    ])
      expect(mail.text_body).toContain(line);
    expect(mail.html_body).toContain('white-space:pre-line');
  });

  it('takes an offer within the range without a reason, and lists its other pay', async () => {
    const { company, candidate, processId } = await atFeedback();
    const otherPay = [{ label: 'Spor pentru condiții deosebite', amount: 600 }];
    const sent = await send(company, processId, { ...TERMS, contract: 'determined', contractMonths: 12, otherPay });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', candidate.email)
      .where('kind', '=', 'process.company.sendFinalOffer')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Durata: contract pe perioadă determinată, 12 luni');
    expect(mail.text_body).toContain('Spor pentru condiții deosebite: 600 LEI brut');
    expect(mail.text_body).not.toContain('Anunțul indica');
  });
});
