import { DAY_POST_TERMS } from '../../../src/server/workflow/needs.ts';
import { expect, type APIRequestContext } from '@playwright/test';
import type { HiringEventType } from '../../../machines/index.ts';
import { CARE, createCandidate, createCompany, login } from './accounts';
import { addLicence } from './licences';

// The processes driver of the browser suites, through the API: a candidate, a company and care around a need and
// the process offering it (a World), and the events each side sends, so the browser only does what a test is about.
// To replay a path of the machine, process-replay.ts.

export interface Party {
  id: number;
  token: string;
  email: string;
}

const bearer = (party: Pick<Party, 'token'>) => ({ Authorization: `Bearer ${party.token}`, 'Accept-Language': 'en' });

export async function getJson<T>(request: APIRequestContext, party: Pick<Party, 'token'>, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: bearer(party) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

export async function postJson<T>(request: APIRequestContext, party: Pick<Party, 'token'>, path: string, data: unknown, status = 200): Promise<T> {
  const response = await request.post(`/api${path}`, { headers: bearer(party), data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

export interface ProcessView {
  id: number;
  version: number;
  state: string;
  candidate_status: string;
  can: HiringEventType[];
  snapshot: {
    value: unknown;
    context: {
      offeredAt: string;
      options: string[];
      scheduledAt: string | null;
      interview: unknown;
      finalOffer: { validUntil?: string; revision: number; salary: number } | null;
    };
  };
  history: { type: string; from: string | null; to: string }[];
}

export interface World {
  candidate: Party;
  company: Party;
  care: Party;
  needId: number;
  processId: number;
}

/**
 * A fresh candidate (with the licence to practise of the need's job title, so care may validate her), company (with
 * one need) and the demo care agent, and a process offering the need.
 */
export async function createWorld(request: APIRequestContext, need: Record<string, unknown> = {}): Promise<World> {
  const candidateAccount = await createCandidate(request);
  const candidate = { id: Number(candidateAccount.id), token: candidateAccount.access_token, email: candidateAccount.email };
  const { id, token, email } = await createCompany(request);
  const company = { id, token, email };
  const careToken = await login(request, CARE.email, CARE.password);
  const care = { id: 0, token: careToken, email: CARE.email };
  const jobTitle = (need.job_title as string | undefined) ?? NEED_DEFAULTS.job_title;
  await addLicence(request, candidate.token, jobTitle);
  return offerAnotherPost(request, { candidate, company, care }, need);
}

const NEED_DEFAULTS = {
  ...DAY_POST_TERMS,
  job_title: 'medic-specialist',
  specialty: 'cardiologie',
  city: 'cluj-napoca',
  work_type: 'full_time',
  salary_min: 9000,
  salary_max: 12000,
  description: 'Cardiolog pentru ambulatoriu.',
};

/** One more post of the world's company, offered to the same candidate (by care, as the product offers). */
export async function offerAnotherPost(
  request: APIRequestContext,
  world: Pick<World, 'candidate' | 'company' | 'care'>,
  need: Record<string, unknown> = {},
): Promise<World> {
  const { id: needId } = await postJson<{ id: number }>(request, world.company, '/needs', { ...NEED_DEFAULTS, ...need }, 201);
  // Offered by care: a company cannot offer a candidate the product never showed it.
  const { id: processId } = await postJson<{ id: number }>(
    request,
    world.care,
    '/processes',
    { need_id: needId, candidate_id: world.candidate.id },
    201,
  );
  return { ...world, needId, processId };
}

export async function processOf(request: APIRequestContext, party: Party, processId: number): Promise<ProcessView> {
  return getJson<ProcessView>(request, party, `/processes/${processId}`);
}

export async function sendEvent(request: APIRequestContext, party: Party, processId: number, type: HiringEventType, payload: unknown) {
  const { version } = await processOf(request, party, processId);
  return postJson<ProcessView>(request, party, `/processes/${processId}/events`, { type, payload, expectedVersion: version });
}
