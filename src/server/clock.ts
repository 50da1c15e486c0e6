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
 * Real time shifted for the browser suites (NODE_ENV=test only): it starts at `startAt` (TEST_NOW) and runs on from
 * there, and the suites move it through /api/test/clock so they can reach "after the interview" without waiting a
 * day. `offsetMs` is relative to the run's own timeline, so an offset of 0 is always "the run's now".
 */
export class OffsetClock implements Clock {
  readonly #startShiftMs: number;
  offsetMs = 0;
  constructor(startAt?: Date) {
    this.#startShiftMs = startAt ? startAt.getTime() - Date.now() : 0;
  }
  now(): Date {
    return new Date(Date.now() + this.#startShiftMs + this.offsetMs);
  }
  /** Moves the clock so that it reads `instant` now (and runs on from there). */
  setNow(instant: Date): void {
    this.offsetMs = instant.getTime() - Date.now() - this.#startShiftMs;
  }
}
