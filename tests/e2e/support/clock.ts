import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { isNonWorkingDay } from '../../../machines/index.ts';

// The one clock of a browser run. The server's test clock (NODE_ENV=test) starts at TEST_NOW when it is set and
// the suites move it through /api/test/clock; every browser context reads the same time through Playwright's
// clock, and every day or instant a test computes starts from the server's clock, never from this machine's
// (tests/unit/e2e-clock.test.ts fails when a file outside this one reads the machine's clock).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type ClockReading = { now: string; offset_ms: number };

async function readClock(request: APIRequestContext): Promise<ClockReading> {
  const response = await request.get('/api/test/clock');
  expect(response.status(), 'the e2e server must expose /api/test/clock').toBe(200);
  return (await response.json()) as ClockReading;
}

export async function serverNow(request: APIRequestContext): Promise<Date> {
  return new Date((await readClock(request)).now);
}

async function moveClock(request: APIRequestContext, data: { offset_ms: number } | { now: string }): Promise<void> {
  const response = await request.post('/api/test/clock', { data });
  expect(response.status(), await response.text()).toBe(200);
}

/** Back to the run's own time (TEST_NOW and on, or real time), as each case starts. */
export const resetServerClock = (request: APIRequestContext) => moveClock(request, { offset_ms: 0 });

/** Moves the server clock `ms` forward from the run's own time. */
export const shiftServerClock = (request: APIRequestContext, ms: number) => moveClock(request, { offset_ms: ms });

/** Sets the server clock to `instant` (it runs on from there). */
export const setServerNow = (request: APIRequestContext, instant: string) => moveClock(request, { now: instant });

/** Moves the server clock to one hour after `instant` (if it is not already later). */
export async function moveServerPast(request: APIRequestContext, instant: string): Promise<void> {
  const target = Date.parse(instant) + HOUR;
  if ((await serverNow(request)).getTime() < target) await setServerNow(request, new Date(target).toISOString());
}

/**
 * Makes the pages of `context` read the server's clock (Playwright's clock runs on in real time from there), so
 * "today" in a date picker is the server's today. Call it again after moving the server clock. A server without a
 * test clock (the cluster suite's production instances) runs on the system clock, which the browser already reads.
 */
export async function useServerClock(context: BrowserContext): Promise<void> {
  const response = await context.request.get('/api/test/clock');
  if (response.status() === 404) return;
  expect(response.status(), 'the e2e server must expose /api/test/clock').toBe(200);
  const now = new Date(((await response.json()) as ClockReading).now);
  if (installed.has(context)) return context.clock.setSystemTime(now);
  installed.add(context);
  await context.clock.install({ time: now });
}
const installed = new WeakSet<BrowserContext>();

/**
 * This machine's clock: only for servers that run on it (the cluster suite's production instances, whose clock is
 * the system clock) and for bounding a loop in time.
 */
export const machineNow = () => new Date();

// --- days and times on the Bucharest clock ---

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest', year: 'numeric', month: '2-digit', day: '2-digit' });
export const bucharestDay = (instant: Date) => dayFormat.format(instant);

/** Working days (Romanian calendar, weekends skipped too) strictly after `from`, after skipping `skip` of them. */
export function workingDaysAfter(from: Date, count: number, skip = 0): string[] {
  const days: string[] = [];
  for (let t = from.getTime() + DAY; days.length < count + skip; t += DAY) {
    const day = bucharestDay(new Date(t));
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !isNonWorkingDay(day) && days.at(-1) !== day) days.push(day);
  }
  return days.slice(skip);
}

/** 'YYYY-MM-DD' + 'HH:mm' in Bucharest → ISO instant (EET/EEST found by trying both offsets). */
export function bucharestInstant(day: string, time: string): string {
  for (const offset of ['+02:00', '+03:00']) {
    const iso = `${day}T${time}:00${offset}`;
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Bucharest', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(iso),
    );
    if (local === time) return new Date(iso).toISOString();
  }
  throw new Error(`no Bucharest instant for ${day} ${time}`);
}

/** Three interview options on different working days after `now`, skipping the first `skip` working days. */
export function threeOptions(now: Date, skip = 1, time = '10:00'): string[] {
  return workingDaysAfter(now, 3, skip).map((day) => bucharestInstant(day, time));
}
