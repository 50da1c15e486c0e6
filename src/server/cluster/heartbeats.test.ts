import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createHeartbeats } from './heartbeats.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('beats every open stream once a period, whenever it opened, with one timer for all', () => {
  const heartbeats = createHeartbeats(15_000);
  const beats = Array.from({ length: 40 }, () => 0);
  // Streams open all through the first period, a few in every tick.
  for (let i = 0; i < beats.length; i++) {
    heartbeats.add(() => (beats[i]! += 1));
    vi.advanceTimersByTime(400);
  }
  expect(vi.getTimerCount()).toBe(1);
  // By one period after the last one opened, each has beaten at least once; then once per period.
  vi.advanceTimersByTime(15_000);
  const first = [...beats];
  expect(Math.min(...first)).toBeGreaterThanOrEqual(1);
  vi.advanceTimersByTime(3 * 15_000);
  expect(beats.map((n, i) => n - first[i]!)).toEqual(beats.map(() => 3));
});

it('stops beating a closed stream, and stops its timer when the last one closes', () => {
  const heartbeats = createHeartbeats(1_500);
  const [a, b] = [vi.fn(), vi.fn()];
  const closeA = heartbeats.add(a);
  const closeB = heartbeats.add(b);
  vi.advanceTimersByTime(1_500);
  closeA();
  closeA();
  vi.advanceTimersByTime(3_000);
  expect(a).toHaveBeenCalledTimes(1);
  expect(b).toHaveBeenCalledTimes(3);
  expect(heartbeats.size).toBe(1);
  closeB();
  expect(heartbeats.size).toBe(0);
  expect(vi.getTimerCount()).toBe(0);
});
