// Replays paths of the hiring machine through the API, each event as its party with a payload made for the moment.
import { expect, type APIRequestContext } from '@playwright/test';
import { offerAnswerDeadline, roleOfEvent, type HiringEventType } from '../../../machines/index.ts';
import { processOf, sendEvent, type ProcessView, type World } from './processes';
import { bucharestInstant, moveServerPast, serverNow, threeOptions, workingDaysAfter } from './clock';
import type { PlanStep } from './machine-plan';
import { LICENCE_CHECKED } from './licences';
import { OFFER_TERMS } from '../../support/final-offer-terms.ts';

/** A path of events with no payload choice to make. */
export const step = (...types: PlanStep['type'][]): PlanStep[] => types.map((type) => ({ type }));
/** From the offer to an agreed interview. */
export const SCHEDULED = step(
  'candidate.acceptOffer',
  'care.validate',
  'company.acceptCandidate',
  'company.proposeInterview',
  'candidate.pickOption',
);
/** From the offer to a final offer: both sides say the interview took place and the candidate wants to go on. */
export const FINAL_OFFER: PlanStep[] = [
  ...SCHEDULED,
  { type: 'company.reportPresence', present: true },
  { type: 'candidate.reportPresence', present: true },
  ...step('candidate.giveFeedback', 'company.sendFinalOffer'),
];

const OFFICE = { type: 'office', address: 'Str. Memorandumului 28, Cluj-Napoca', contactPerson: 'Dr. Maria Pop' };

/** The payload of a step, made for the server's clock now and the process as it stands. */
async function payloadFor(request: APIRequestContext, world: World, step: PlanStep): Promise<unknown> {
  const now = await serverNow(request);
  const view = await processOf(request, world.company, world.processId);
  const { options, finalOffer } = view.snapshot.context;
  // An answer to the final offer names the version of its terms (the current one).
  const revision = finalOffer?.revision ?? 1;
  switch (step.type) {
    case 'care.validate':
      return LICENCE_CHECKED;
    case 'candidate.acceptOffer':
      return { callSlot: bucharestInstant(workingDaysAfter(now, 1)[0]!, '10:00') };
    case 'company.proposeInterview':
    case 'company.requestFollowUp':
      return { interview: OFFICE, options: threeOptions(now, 1, '10:00') };
    case 'candidate.proposeOptions':
    case 'candidate.requestReschedule':
      return { options: threeOptions(now, 1, '12:00') };
    case 'company.proposeOptions':
    case 'company.requestReschedule':
      return { options: threeOptions(now, 1, '14:00') };
    case 'candidate.pickOption':
    case 'company.pickOption':
      return { option: options[0] };
    case 'company.reportPresence':
    case 'candidate.reportPresence':
      return { present: step.present ?? true };
    case 'candidate.giveFeedback':
      return { interested: step.interested ?? true };
    case 'company.sendFinalOffer':
      return {
        ...OFFER_TERMS,
        salary: 11500,
        startDate: workingDaysAfter(now, 1, 10)[0],
        benefits: 'Tichete de masă, abonament medical',
      };
    case 'company.reviseFinalOffer':
      // The offer the suites send, its salary corrected.
      return {
        ...OFFER_TERMS,
        salary: (finalOffer?.salary ?? 11500) + 300,
        startDate: workingDaysAfter(now, 1, 10)[0],
        benefits: 'Tichete de masă, abonament medical',
      };
    case 'candidate.replyToRefusal':
      return { text: 'Referințele nu sunt de la un loc unde am lucrat.' };
    case 'company.extendFinalOffer':
      return { validUntil: bucharestInstant(workingDaysAfter(now, 1, 7)[0]!, '23:59') };
    case 'candidate.rejectOffer':
    case 'candidate.cancelInterview':
      return { reason: 'inconvenient-schedule' };
    case 'candidate.rejectFinalOffer':
      return { reason: 'inconvenient-schedule', revision };
    case 'candidate.acceptFinalOffer':
      return { revision };
    case 'company.rejectCandidate':
    case 'company.decline':
      return { reason: 'schedule-mismatch' };
    case 'company.cancelInterview':
      return { reason: 'hiring-paused' };
    case 'company.withdraw':
      return { reason: 'position-filled' };
    case 'company.withdrawAcceptedOffer':
      return { reason: 'contract-not-signed' };
    case 'care.settlePresence':
      return { held: step.held ?? true, note: 'Confirmat telefonic cu ambele părți.' };
    case 'care.endOffer':
      return { reason: 'company-request', note: 'Clinica a sunat: postul este suspendat.' };
    case 'company.proposeTrial':
      return { date: workingDaysAfter(now, 1, 1)[0] };
    default:
      return {};
  }
}

/** The moment before which an event cannot be sent: the interview's start, or the deadline a server job waits for. */
function momentOf(type: HiringEventType, context: ProcessView['snapshot']['context']): string | null | undefined {
  if (type.endsWith('.reportPresence')) return context.scheduledAt;
  if (type === 'system.expireFinalOffer') return context.finalOffer?.validUntil;
  if (type === 'system.expireOffer') return offerAnswerDeadline(new Date(context.offeredAt)).toISOString();
  return null;
}

/**
 * Presence can only be told once the interview has begun, and the server expires an offer or a final offer only once
 * its deadline passed: the server clock is moved past that moment first.
 */
export async function beforeEvent(request: APIRequestContext, world: World, type: HiringEventType): Promise<void> {
  const moment = momentOf(type, (await processOf(request, world.company, world.processId)).snapshot.context);
  if (moment) await moveServerPast(request, moment);
}

/**
 * Runs the process's due deadline jobs now, as the worker would (the e2e server runs none: a test-only route), and
 * answers the kinds of the jobs run.
 */
export async function runDeadlineJobs(request: APIRequestContext, world: World): Promise<string[]> {
  const answer = await request.post(`/api/test/processes/${world.processId}/deadlines`);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { ran: string[] }).ran;
}

/**
 * Replays steps of a machine path through the API, each as the party its event belongs to; a step of the system (an
 * expiry) by moving the server's clock past its deadline and running the job that sends it, as no request can.
 */
export async function replay(request: APIRequestContext, world: World, steps: PlanStep[]): Promise<void> {
  for (const step of steps) {
    await beforeEvent(request, world, step.type);
    const role = roleOfEvent(step.type);
    let answer: ProcessView;
    if (role === 'system') {
      await runDeadlineJobs(request, world);
      answer = await processOf(request, world.care, world.processId);
    } else {
      const party = role === 'candidate' ? world.candidate : role === 'company' ? world.company : world.care;
      answer = await sendEvent(request, party, world.processId, step.type, await payloadFor(request, world, step));
    }
    expect(answer.history.at(-1)?.type).toBe(step.type);
  }
}
