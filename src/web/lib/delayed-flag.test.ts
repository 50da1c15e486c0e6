import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDelayedFlag } from './delayed-flag';

describe('createDelayedFlag (pending after 1000 ms, at least 500 ms)', () => {
  let seen: boolean[];
  beforeEach(() => {
    vi.useFakeTimers();
    seen = [];
  });
  afterEach(() => vi.useRealTimers());

  it('never shows for work shorter than the delay', () => {
    const flag = createDelayedFlag((v) => seen.push(v));
    flag.set(true);
    vi.advanceTimersByTime(999);
    flag.set(false);
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual([]);
  });

  it('shows after 1000 ms and stays at least 500 ms', () => {
    const flag = createDelayedFlag((v) => seen.push(v));
    flag.set(true);
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([true]);
    vi.advanceTimersByTime(100);
    flag.set(false);
    vi.advanceTimersByTime(399);
    expect(seen).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([true, false]);
  });

  it('hides at once when it has already been shown long enough', () => {
    const flag = createDelayedFlag((v) => seen.push(v));
    flag.set(true);
    vi.advanceTimersByTime(2000);
    flag.set(false);
    expect(seen).toEqual([true, false]);
  });

  it('stays shown when work restarts during the minimum display', () => {
    const flag = createDelayedFlag((v) => seen.push(v));
    flag.set(true);
    vi.advanceTimersByTime(1000);
    flag.set(false);
    vi.advanceTimersByTime(200);
    flag.set(true);
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual([true]);
  });
});
