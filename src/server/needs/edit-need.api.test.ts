import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/support/databases.ts';
import { DAY_POST_TERMS } from '../workflow/needs.ts';
import { asParty, candidate, parties, type Party } from '../../../tests/support/accounts.ts';
import { offer, postNeed, send } from '../../../tests/support/processes.ts';

const form = {
  title: 'Asistent medical ATI',
  job_title: 'asistent-medical',
  city: 'bucuresti',
  work_type: 'full_time',
  ...DAY_POST_TERMS,
  description: 'Tură de zi',
};

describeEachDatabase('editing a published need (PATCH /api/needs/{id})', (ctx) => {
  let company: Party, other: Party;
  let ana: Party, ion: Party, dan: Party;
  let needId: number;

  const patch = (party: Party, id: number, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/needs/${id}`, headers: asParty(party), payload });
  const noticesOf = (userId: number) =>
    ctx.db.selectFrom('notifications').select(['kind', 'title', 'body']).where('user_id', '=', userId).where('kind', '=', 'need.changed').execute();
  const mailsTo = (party: Party) =>
    ctx.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', party.email)
      .where('kind', '=', 'need.changed')
      .execute();

  it('edits the own need, refusing bad input with field errors and another company’s need with 404', async () => {
    ({ company, other } = await parties(ctx));
    needId = await postNeed(ctx, company, form);
    const bad = await patch(company, needId, { ...form, salary_min: 9000, salary_max: 8000, work_type: 'sometimes' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['salary_max', 'work_type']);
    const range = await patch(company, needId, { ...form, salary_min: 9000, salary_max: 8000 });
    expect(range.statusCode).toBe(400);
    expect(Object.keys(range.json().errors)).toEqual(['salary_max']);
    const unknown = await patch(company, needId, { ...form, city: 'atlantis' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.city).toHaveLength(1);

    const foreign = await patch(other, needId, form);
    const missing = await patch(other, 999_999, form);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());

    const done = await patch(company, needId, { ...form, positions: 3, tags: ['ecografie-generala'] });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: needId, positions: 3, tags: ['ecografie-generala'], changed: [], notified: 0 });
    const stored = (await ctx.app.inject({ method: 'GET', url: `/api/needs/${needId}`, headers: asParty(company) })).json();
    expect(stored).toMatchObject({ title: 'Asistent medical ATI', positions: 3, salary_max: 7000 });
  });

  it('tells each candidate with an open process once, in their language, and nobody else', async () => {
    ana = await candidate(ctx, { name: 'Ana Pop' });
    ion = await candidate(ctx, { name: 'Ion Rus' });
    dan = await candidate(ctx, { name: 'Dan Ene' });
    await ctx.db.updateTable('users').set({ locale: 'en' }).where('id', '=', ion.id).execute();
    await offer(ctx, company, needId, ana.id);
    await offer(ctx, company, needId, ion.id);
    const closed = await offer(ctx, company, needId, dan.id);
    await send(ctx, dan, closed, 'candidate.rejectOffer', { reason: 'already-employed' });

    const onlyText = await patch(company, needId, { ...form, positions: 3, description: 'Tură de noapte' });
    expect(onlyText.json()).toMatchObject({ description: 'Tură de noapte', changed: [], notified: 0 });
    expect(await noticesOf(ana.id)).toEqual([]);

    const changed = await patch(company, needId, { ...form, positions: 3, description: 'Tură de noapte', salary_max: 8000, city: 'iasi' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ city_name: 'Iași', salary_max: 8000, changed: ['city', 'salary'], notified: 2 });

    const [toAna] = await noticesOf(ana.id);
    expect(await noticesOf(ana.id)).toHaveLength(1);
    expect(toAna!.body).toContain('oraș');
    expect(toAna!.body).toContain('salariu');
    expect(toAna!.body).toContain('Asistent medical ATI');
    const toIon = await noticesOf(ion.id);
    expect(toIon).toHaveLength(1);
    expect(toIon[0]!.body).toMatch(/changed the post Asistent medical ATI: city, salary/);
    expect(await mailsTo(ion)).toHaveLength(1);
    expect(await noticesOf(dan.id)).toEqual([]);
    expect(await mailsTo(dan)).toEqual([]);
  });

  it('refuses to edit an archived need with 409', async () => {
    const archived = await ctx.app.inject({
      method: 'POST',
      url: `/api/needs/${needId}/archive`,
      headers: asParty(company),
      payload: { reason: 'position-filled' },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const res = await patch(company, needId, { ...form, salary_max: 9000 });
    expect(res.statusCode).toBe(409);
    expect(await noticesOf(ana.id)).toHaveLength(1);
  });
});
