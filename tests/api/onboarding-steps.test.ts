import { expect, it } from 'vitest';
import { bearer, registerCandidate } from '../support/accounts.ts';
import { describeEachDatabase } from '../support/databases.ts';

// PATCH /register/candidate/{id} follows the onboarding statechart's step order (machines/onboarding.machine.ts)
// and checks each submitted step's answers with its schema (machines/onboarding.schema.ts).

/** Valid answers of each wizard step, in order (what the wizard sends with `step: n`). */
const STEPS: Array<Record<string, unknown>> = [
  { category: 'medic-specialist', sub_category: 'cardiologie', tags: ['ekg'] },
  {
    work_type: 'full_time',
    city: 'brasov',
    work_locations: ['brasov'],
    max_distance_in_km: 30,
    open_to_relocation: false,
    preferred_cities: ['brasov'],
  },
  { certification: 'licenta', experience: '3-5', language_level: 7, secondary_categories: [] },
  { min_salary: 9000, max_salary: 14000, agree_to_work_abroad: false, preferred_countries: [] },
  { notification_preferences: ['email'], job_search_status: 'ready', black_listed_companies: [] },
  { completed: true },
];

describeEachDatabase('onboarding step order', (ctx) => {
  const patch = (token: string, id: number, body: Record<string, unknown>, lang = 'en') =>
    ctx.app.inject({ method: 'PATCH', url: `/api/register/candidate/${id}`, payload: body, headers: { ...bearer(token), 'accept-language': lang } });
  const saveSteps = async (account: { token: string; id: number }, count: number) => {
    for (let step = 1; step <= count; step++) {
      const res = await patch(account.token, account.id, { step, ...STEPS[step - 1] });
      expect(res.statusCode, res.body).toBe(200);
    }
  };

  it('saves the six steps in order, and an earlier step again without lowering the count', async () => {
    const account = await registerCandidate(ctx);
    for (let step = 1; step <= STEPS.length; step++) {
      const res = await patch(account.token, account.id, { step, ...STEPS[step - 1] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ step, completed: step === STEPS.length });
    }
    const again = await patch(account.token, account.id, { step: 2, ...STEPS[1], city: 'cluj-napoca' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ step: 6, completed: true, city: 'cluj-napoca' });
  });

  it('refuses a step before the steps it depends on, saving nothing of it (en and ro-RO)', async () => {
    const account = await registerCandidate(ctx);
    const early = await patch(account.token, account.id, { step: 3, ...STEPS[2] });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: 'Complete the previous steps of your profile first',
      errors: { step: ['Step 1 of 6 is not saved yet'] },
    });

    await saveSteps(account, 1);
    const skipped = await patch(account.token, account.id, { step: 3, ...STEPS[2] }, 'ro-RO');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toEqual({
      message: 'Completați mai întâi pașii anteriori ai profilului',
      errors: { step: ['Pasul 2 din 6 nu este salvat încă'] },
    });
    const read = await ctx.app.inject({ method: 'GET', url: `/api/register/candidate/${account.id}`, headers: bearer(account.token) });
    expect(read.json()).toMatchObject({ step: 1, certification: null, experience: null });
  });

  it('refuses completing the profile (the CV step) before the first five steps', async () => {
    const account = await registerCandidate(ctx);
    await saveSteps(account, 4);
    for (const body of [{ completed: true }, { step: 6, completed: true }, { step: 1, ...STEPS[0], completed: true }]) {
      const res = await patch(account.token, account.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json().errors).toEqual({ step: ['Step 5 of 6 is not saved yet'] });
    }
    await saveSteps(account, 5);
    const done = await patch(account.token, account.id, { completed: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ step: 6, completed: true });
  });

  it('refuses a step whose own answers are incomplete, counting the answers already saved', async () => {
    const account = await registerCandidate(ctx);
    const empty = await patch(account.token, account.id, { step: 1, tags: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Please correct the highlighted fields', errors: { category: ['This field is required'] } });
    expect((await patch(account.token, account.id, { step: 6 })).statusCode).toBe(409);

    // Answers saved without `step` (a plain edit) count when the step is submitted later.
    expect((await patch(account.token, account.id, STEPS[0]!)).statusCode).toBe(200);
    const fromStored = await patch(account.token, account.id, { step: 1 });
    expect(fromStored.statusCode, fromStored.body).toBe(200);
    expect(fromStored.json()).toMatchObject({ step: 1, category: 'medic-specialist' });

    const partial = await patch(account.token, account.id, { step: 2, city: 'brasov', work_type: 'full_time' });
    expect(partial.statusCode).toBe(400);
    expect(Object.keys(partial.json().errors).sort()).toEqual(['max_distance_in_km', 'open_to_relocation']);
    const cleared = await patch(account.token, account.id, { step: 1, category: null });
    expect(cleared.json().errors).toEqual({ category: ['This field is required'] });
  });

  it('refuses a step number beyond the wizard with a field error', async () => {
    const account = await registerCandidate(ctx);
    const res = await patch(account.token, account.id, { step: 7 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ step: ['The value must be at most 6'] });
  });
});
