import { expect, it } from 'vitest';
import type { Db } from '../db/create-database.ts';
import { enqueueJob } from './queue.ts';

// Type-level checks: `npm run typecheck` fails if a known kind accepts a payload of the wrong shape or none.
it('queues a known kind only with its own payload', () => {
  const queue = (db: Db, now: Date) => [
    enqueueJob(db, { kind: 'matching.need', payload: { needId: 1 }, runAt: now }, now),
    enqueueJob(db, { kind: 'deadlines.sweep', runAt: now }, now),
    // @ts-expect-error: a post's matching carries its needId
    enqueueJob(db, { kind: 'matching.need', payload: { need: 1 }, runAt: now }, now),
    // @ts-expect-error: an offer's notice says which process and version it is about
    enqueueJob(db, { kind: 'offer.notify', runAt: now }, now),
  ];
  expect(queue).toBeTypeOf('function');
});
