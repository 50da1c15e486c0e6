import { hiringMachine, type HiringContext, type StoredHiringSnapshot } from '../../machines/index.ts';

/** A stored hiring snapshot at `value` (any state of the machine), its context the machine's start with `context` over it. */
export function storedSnapshotAt(
  value: StoredHiringSnapshot['value'],
  context: Partial<HiringContext> = {},
  offeredAt = '2026-03-02T08:00:00.000Z',
): StoredHiringSnapshot {
  const initial = hiringMachine.getInitialSnapshot({} as never, { candidateId: '1', companyId: '2', offeredAt }).context;
  const snapshot = hiringMachine.resolveState({ value, context: { ...initial, ...context } });
  return { value: snapshot.value, context: snapshot.context, status: snapshot.status };
}
