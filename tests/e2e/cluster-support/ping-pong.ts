import { expect } from '@playwright/test';
import type { Db } from '../../../src/server/db/create-database.ts';
import { followSse } from '../../support/sse-client.ts';
import { machineNow, threeOptions } from '../support/clock';
import { pairAtReview, send, type Pair, type Party } from './world';

/** One process version, as the cluster acknowledged it and as the events table holds it. */
export type Version = { processId: number; version: number };
const keyOf = (e: Version) => `${e.processId}@${e.version}`;
type ResumingStream = ReturnType<typeof followSse>;

/**
 * `count` processes at the interview stage, where both sides may counter-propose times without end (the load the
 * cluster cases drive), each with its candidate's event stream open through HAProxy.
 */
export async function pingPongProcesses(url: string, care: Party, count: number) {
  const pairs: Pair[] = [];
  for (let i = 0; i < count; i++) pairs.push(await pairAtReview(url, care));
  const [a, b] = [threeOptions(machineNow(), 1, '10:00'), threeOptions(machineNow(), 4, '11:00')];
  for (const pair of pairs) {
    await send(url, pair, pair.company, 'company.acceptCandidate', {});
    await send(url, pair, pair.company, 'company.proposeInterview', { interview: { type: 'phone', phone: '+40721000000' }, options: a });
  }
  const start = new Map(pairs.map((p) => [p.processId, p.version]));
  const streams = pairs.map((p) => followSse(`${url}/api/stream`, { authorization: `Bearer ${p.candidate.token}` }));
  await expect.poll(() => streams.every((s) => s.events.some((e) => e.data.type === 'stream.ready'))).toBe(true);
  /** The next counter-proposal of `pair`: the candidate's on even turns, the company's on odd ones. */
  const turn = (pair: Pair, n: number) =>
    n % 2 ? ([pair.company, 'company.proposeOptions', a] as const) : ([pair.candidate, 'candidate.proposeOptions', b] as const);
  return { pairs, start, streams, turn };
}

/** The versions the events table logged for these processes since `start`, as keys. */
export async function loggedSince(db: Db, start: Map<number, number>): Promise<string[]> {
  const logged = await db
    .selectFrom('process_events')
    .select(['process_id as processId', 'version'])
    .where('process_id', 'in', [...start.keys()])
    .orderBy('process_id')
    .orderBy('version')
    .execute();
  return logged.filter((e) => e.version > start.get(e.processId)!).map(keyOf);
}

/** Every acknowledged version was logged, and nothing else: none lost, none doubled. */
export function expectLoggedOnce(acknowledged: Version[], logged: string[]) {
  expect(acknowledged.map(keyOf).sort()).toEqual([...logged].sort());
}

/** Each candidate's stream, resumed across whatever closed it, holds every logged change of her process once, in order. */
export async function expectStreamsHoldEach(streams: ResumingStream[], pairs: Pair[], logged: string[], start: Map<number, number>) {
  for (const [i, stream] of streams.entries()) {
    const { processId } = pairs[i]!;
    const wanted = logged.filter((k) => k.startsWith(`${processId}@`));
    const seen = () =>
      stream.events
        .filter((e) => e.data.type === 'process.changed' && e.data.processId === processId && Number(e.data.version) > start.get(processId)!)
        .map((e) => keyOf({ processId, version: Number(e.data.version) }));
    await expect.poll(() => seen().length, { timeout: 10_000 }).toBe(wanted.length);
    expect(seen()).toEqual(wanted);
    const ids = stream.events.flatMap((e) => (e.id !== undefined && e.data.type !== 'stream.ready' ? [e.id] : []));
    expect(new Set(ids).size).toBe(ids.length);
  }
  expect(streams.reduce((n, s) => n + s.reconnects, 0)).toBeGreaterThan(0);
  await Promise.all(streams.map((s) => s.stop()));
}
