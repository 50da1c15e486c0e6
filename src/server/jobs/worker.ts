import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/create-database.ts';
import { claimJobs, completeJob, enqueueJob, failJob, releaseJob, type Job } from './queue.ts';

/** Handlers by job kind; each may take its kind's typed job (JobHandlers), whatever the table's own type says. */
export type HandlerTable = { readonly [kind: string]: (job: never) => Promise<void> };

/**
 * The handler of a claimed job's kind. The table is keyed by kind and enqueueJob wrote that kind's payload, so the
 * row read back is the job that handler takes: the one place a stored row becomes a typed job.
 */
export const handlerOf = (handlers: HandlerTable, job: Job) => handlers[job.kind] as ((job: Job) => Promise<void>) | undefined;

export type WorkerOptions = {
  db: Db;
  clock: Clock;
  handlers: HandlerTable;
  /** Jobs re-enqueued once per period (e.g. the daily matching): kind → period in ms. */
  periodic?: Record<string, number>;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  workerId?: string;
  /** How long a claimed job stays this worker's before another may take it over. */
  leaseMs?: number;
  batch?: number;
};

export type Worker = {
  readonly id: string;
  /** Runs every due job (and the periodic ones due now) until none is left; returns how many ran. */
  runDue(): Promise<number>;
  /** Polls every `pollMs` with a real timer (the server's loop; tests call runDue with a ManualClock). */
  start(pollMs: number): void;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
};

/** The start of the period `now` falls in: one periodic job per period, whoever enqueues it first. */
export const periodStart = (now: Date, periodMs: number) => new Date(Math.floor(now.getTime() / periodMs) * periodMs);

export function createWorker(options: WorkerOptions): Worker {
  const { db, clock, handlers, periodic = {} } = options;
  const id = options.workerId ?? `worker-${randomUUID()}`;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batch = options.batch ?? 10;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function schedulePeriodic(): Promise<void> {
    const now = clock.now();
    for (const [kind, periodMs] of Object.entries(periodic)) {
      const start = periodStart(now, periodMs);
      await enqueueJob(db, { kind, runAt: start, dedupKey: `${kind}@${start.toISOString()}` }, now);
    }
  }

  async function runOne(job: Job): Promise<void> {
    const handler = handlerOf(handlers, job);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job);
      await completeJob(db, job, id, clock.now());
    } catch (err) {
      options.log?.error({ err, jobId: job.id, kind: job.kind, attempt: job.attempts }, 'job failed');
      await failJob(db, job, id, clock.now(), err);
    }
  }

  async function drain(): Promise<number> {
    await schedulePeriodic();
    let ran = 0;
    for (;;) {
      const now = clock.now();
      const jobs = await claimJobs(db, id, now, new Date(now.getTime() + leaseMs), batch);
      // Stopping (SIGTERM): the job in hand finishes, the rest of the batch goes back to the queue at once.
      for (const job of jobs) await (stopped ? releaseJob(db, job, id) : runOne(job));
      ran += jobs.length;
      if (!jobs.length || stopped) return ran;
    }
  }

  const runDue = async (): Promise<number> => {
    // One drain at a time per worker; a second caller waits for it and then drains what is left.
    while (running) await running.catch(() => 0);
    running = drain().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    id,
    runDue,
    start(pollMs) {
      stopped = false;
      const tick = () => {
        runDue()
          .catch((err: unknown) => options.log?.error({ err }, 'job worker tick failed'))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, pollMs);
          });
      };
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => 0);
    },
  };
}
