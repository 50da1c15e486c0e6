import { expect } from 'vitest';
import { insertNeed } from '../../src/server/workflow/needs.ts';
import { bearer } from './accounts.ts';
import type { TestContext } from './databases.ts';

/** A need of the company (a specialist doctor in Brașov, full time) and the process care starts on it for the candidate. */
export async function processStartedByCare(
  ctx: TestContext,
  care: { token: string },
  companyId: number,
  candidateId: number,
): Promise<{ needId: number; processId: number }> {
  const needId = await insertNeed(ctx.db, { companyId, jobTitle: 'medic-specialist', city: 'brasov', workType: 'full_time' }, ctx.clock.now());
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/processes',
    headers: bearer(care.token),
    payload: { need_id: needId, candidate_id: candidateId },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { needId, processId: created.json().id as number };
}
