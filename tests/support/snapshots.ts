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

/**
 * A snapshot as an earlier machine version stored it, as the JSON the column held: today's machine at `value`, its
 * context replaced field by field with `context` (old shapes today's types refuse) and without the fields in `drop`
 * (those that version did not have yet). The migration suites start from it.
 */
export function olderSnapshotJson(value: string | object, context: Record<string, unknown>, drop: readonly string[] = []): string {
  const stored = storedSnapshotAt(value as StoredHiringSnapshot['value']);
  const old: Record<string, unknown> = { ...stored.context, ...context };
  for (const field of drop) delete old[field];
  return JSON.stringify({ ...stored, context: old });
}
