// Time comes from here, never from `new Date()` in services, so tests can move it (token expiry, resets).
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests control: starts at `start` and only moves when told. */
export class ManualClock implements Clock {
  #now: number;
  constructor(start: Date | string = '2026-03-02T09:00:00Z') {
    this.#now = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#now);
  }
  set(at: Date | string): void {
    this.#now = new Date(at).getTime();
  }
  advance(ms: number): void {
    this.#now += ms;
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * Real time shifted by an offset that browser suites move through /api/test/clock (NODE_ENV=test only), so
 * they can reach "after the interview" without waiting a day.
 */
export class OffsetClock implements Clock {
  offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}
