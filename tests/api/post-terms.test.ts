import { expect, it } from 'vitest';
import { asParty, candidate, insertCandidate, parties, type Party } from '../support/accounts.ts';
import { offer, postNeed, toValidated } from '../support/processes.ts';
import { createOpsWorker, opsDepsOf } from '../../src/server/jobs/ops-worker.ts';
import { runNeedMatching } from '../../src/server/matching/run-matching.ts';
import { DAY_POST_TERMS, forgetTerms, insertNeed } from '../../src/server/workflow/needs.ts';
import { describeEachDatabase } from '../support/databases.ts';

// A post's terms are required and checked field by field; a post written before terms were asked keeps its
// processes going but offers nobody new; the new offer's mail carries the terms line.

const post = {
  title: 'Asistent medical ATI',
  job_title: 'asistent-medical',
  city: 'cluj-napoca',
  work_type: 'full_time',
  ...DAY_POST_TERMS,
  salary_min: 5500,
  salary_max: 6500,
  shift_pattern: '12h',
  garzi_per_month: 4,
  garda_pay: 450,
  night_work: true,
  weekend_work: true,
};

describeEachDatabase('a post states its terms', (ctx) => {
  let company: Party, care: Party;

  const create = (payload: Record<string, unknown>, locale = 'en') =>
    ctx.app.inject({ method: 'POST', url: '/api/needs', headers: asParty(company, locale), payload });
  const recommend = (needId: number, candidateId: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/care/recommendations',
      headers: asParty(care),
      payload: { need_id: needId, candidate_id: candidateId },
    });
  const needCount = async () => (await ctx.db.selectFrom('needs').select('id').execute()).length;

  it('refuses a post missing any required term, naming that field, and writes nothing', async () => {
    ({ company, care } = await parties(ctx));
    const before = await needCount();
    const required = [
      'salary_min',
      'salary_max',
      'norma',
      'shift_pattern',
      'garzi_per_month',
      'night_work',
      'weekend_work',
      'contract_kind',
      'probation_days',
    ];
    for (const field of required) {
      const res = await create({ ...post, [field]: undefined });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors, field).toEqual({ [field]: ['This field is required'] });
    }
    expect(await needCount()).toBe(before);
  });

  it('refuses bad input per field with its translated error, and writes nothing', async () => {
    const before = await needCount();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ salary_min: 0 }, 'salary_min', 'The minimum salary must be greater than 0'],
      [{ salary_min: 7000, salary_max: 6000 }, 'salary_max', 'The maximum salary cannot be lower than the minimum salary'],
      [{ norma: 'sometimes' }, 'norma', 'Please choose one of the available options'],
      [{ norma: 'part' }, 'hours_per_week', 'Part time: enter the hours per week (1 to 39)'],
      [{ norma: 'part', hours_per_week: 45 }, 'hours_per_week', 'The value must be at most 39'],
      [{ shift_pattern: '36h' }, 'shift_pattern', 'Please choose one of the available options'],
      [{ garzi_per_month: -1 }, 'garzi_per_month', 'The value must be at least 0'],
      [{ garda_pay: 0 }, 'garda_pay', 'The gross pay per gardă must be greater than 0'],
      [{ garda_kind: 'sometimes' }, 'garda_kind', 'Please choose one of the available options'],
      [{ night_work: 'yes' }, 'night_work', 'The value is not valid'],
      [{ start_date: '2027-02-30' }, 'start_date', 'Please enter a valid date'],
      [{ contract_kind: 'determined' }, 'contract_months', 'A fixed-term contract needs its length in months (1 to 60)'],
      [{ probation_days: 91 }, 'probation_days', 'Probation is at most 90 days for an execution role (Labour Code art. 31)'],
      [
        { job_title: 'asistent-medical-sef', probation_days: 121 },
        'probation_days',
        'Probation is at most 120 days for a management role (Labour Code art. 31)',
      ],
    ];
    for (const [over, field, message] of cases) {
      const res = await create({ ...post, ...over });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors, JSON.stringify(over)).toEqual({ [field]: [message] });
    }
    const ro = await create({ ...post, probation_days: 91 }, 'ro-RO');
    expect(ro.json().errors.probation_days).toEqual([
      'Perioada de probă este de cel mult 90 de zile pentru o funcție de execuție (Codul muncii, art. 31)',
    ]);
    expect(await needCount()).toBe(before);
  });

  it('stores the terms, dropping what does not apply, and a head nurse may have 120 days of probation', async () => {
    const res = await create({ ...post, hours_per_week: 20, contract_months: 6, job_title: 'asistent-medical-sef', probation_days: 120 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ norma: 'full', hours_per_week: null, contract_months: null, probation_days: 120, terms_complete: true });
    const part = await create({ ...post, norma: 'part', hours_per_week: 20, garzi_per_month: 0, contract_kind: 'determined', contract_months: 6 });
    expect(part.json()).toMatchObject({ hours_per_week: 20, garda_pay: null, contract_months: 6, terms_complete: true });
  });

  it('keeps a post of the old shape working but offers nobody from it until its terms are complete', async () => {
    const companyId = company.id;
    const old = await insertNeed(
      ctx.db,
      { companyId, jobTitle: 'asistent-medical', city: 'cluj-napoca', workType: 'full_time', salaryMin: 5000, salaryMax: 7000, terms: null },
      ctx.clock.now(),
    );
    const read = await ctx.app.inject({ method: 'GET', url: `/api/needs/${old}`, headers: asParty(company) });
    expect(read.json()).toMatchObject({ norma: null, terms_complete: false });
    await insertCandidate(ctx.db, ctx.clock.now());
    expect((await runNeedMatching(opsDepsOf(ctx.app), old)).created).toEqual([]);
    const nurse = await candidate(ctx, { name: 'Elena Pop', city: 'cluj-napoca' });
    const byCare = await recommend(old, nurse.id);
    expect(byCare.statusCode).toBe(409);
    expect(byCare.json().message).toContain('terms');
    expect(await ctx.db.selectFrom('processes').select('id').where('need_id', '=', old).execute()).toEqual([]);

    // A process already open on a post whose terms are cleared (the old shape) goes on: the candidate answers it.
    const going = await postNeed(ctx, company, post);
    const processId = await offer(ctx, company, going, nurse.id);
    await forgetTerms(ctx.db, going);
    const answered = await toValidated(ctx, { candidate: nurse, care }, processId);
    expect(answered.state).not.toBe('offered');

    // Completed through the form's PATCH, the post offers again.
    const patched = await ctx.app.inject({ method: 'PATCH', url: `/api/needs/${old}`, headers: asParty(company), payload: post });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ terms_complete: true });
    const again = await recommend(old, nurse.id);
    expect(again.statusCode, again.body).toBe(201);
  });

  it('puts the terms line in the new offer, its mail and its notification, in the candidate’s language', async () => {
    const needId = await postNeed(ctx, company, post);
    const nurse = await candidate(ctx, { name: 'Ana Ionescu', city: 'cluj-napoca' });
    const res = await recommend(needId, nurse.id);
    expect(res.statusCode, res.body).toBe(201);
    await createOpsWorker(ctx.app).runDue();
    const line = '5.500–6.500 lei brut/lună · normă întreagă · ture de 12 h · 4 gărzi/lună × 450 lei';
    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', nurse.email)
      .where('kind', '=', 'offer.new')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(line);
    // The post's title reads mid-sentence, not as it heads its page.
    expect(mail.text_body).toMatch(/caută asistent medical ATI în /);
    const notice = await ctx.db
      .selectFrom('notifications')
      .select('body')
      .where('user_id', '=', nurse.id)
      .where('kind', '=', 'offer.new')
      .executeTakeFirstOrThrow();
    expect(notice.body).toContain(line);
    const offers = await ctx.app.inject({ method: 'GET', url: '/api/offers', headers: asParty(nurse, 'ro-RO') });
    expect(offers.json().data[0].terms).toMatchObject({ salary_min: 5500, shift_pattern: '12h', garzi_per_month: 4, garda_pay: 450 });
  });
});
