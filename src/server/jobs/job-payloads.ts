import type { Locale } from '../i18n/i18n.ts';
import type { PointPlace } from '../insight/cells.ts';
import type { Job } from './queue.ts';

/** A job about a process, queued for the version (and interview time) it was about: a later change makes it moot. */
export type ProcessJob = { processId: number; version: number; scheduledAt?: string };
export type FinalOfferJob = { processId: number; validUntil: string };
export type LicenceJob = { candidateId: number; jobTitle: string; expiresOn: string; daysBefore: number };
export type LicencePromptJob = { processId: number; expiresOn: string | null };
export type ResetMailWork = { email: string; locale: Locale };
export type WithdrawOpen = { needId: number; companyId: number; actorId?: number; reason: string; text?: string; locale: Locale };
/** A periodic job carries nothing: it works on whatever is due when it runs. */
type Periodic = Record<string, never>;

/**
 * Every kind of job the server queues and the payload it carries. `enqueueJob` takes a kind's payload only in this
 * shape and each handler receives it typed, so a queued payload and the handler that reads it cannot drift apart; a
 * kind without a handler fails `tsc` in the handler table (jobs/handlers.ts).
 */
export interface JobPayloads {
  'offer.notify': ProcessJob;
  'offer.remind': ProcessJob;
  'offer.expire': ProcessJob;
  'finalOffer.remind': FinalOfferJob;
  'finalOffer.expire': FinalOfferJob;
  'interview.remind': ProcessJob;
  'proposal.flag': ProcessJob;
  'matching.need': { needId: number };
  'friend.invite': { recommendationId: number };
  'retention.erase': { userId: number };
  'password.resetMail': ResetMailWork;
  'need.withdrawOpen': WithdrawOpen;
  'licence.remind': LicenceJob;
  'licence.expiryFlag': LicenceJob;
  'licence.renewYear': LicenceJob;
  'licence.prompt': LicencePromptJob;
  'insight.cells': PointPlace;
  'insight.refresh': Periodic;
  'insight.rebuild': Periodic;
  'matching.daily': Periodic;
  'deadlines.sweep': Periodic;
  'channels.deliver': Periodic;
  'mail.flush': Periodic;
  'cluster.prune': Periodic;
  'retention.daily': Periodic;
}

export type JobKind = keyof JobPayloads;

/** A claimed job of one kind, its payload that kind's. */
export type JobOf<K extends JobKind> = Omit<Job, 'kind' | 'payload'> & { kind: K; payload: JobPayloads[K] };

/** Handlers for the kinds `K`: each one reads its own kind's payload. */
export type JobHandlers<K extends JobKind = JobKind> = { [P in K]: (job: JobOf<P>) => Promise<void> };

/** The kinds that come back by themselves, and their period in ms. */
export type PeriodicJobs = Partial<Record<{ [K in JobKind]: JobPayloads[K] extends Periodic ? K : never }[JobKind], number>>;
