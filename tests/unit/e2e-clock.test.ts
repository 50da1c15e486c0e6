import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// A browser suite that computes a day from the test machine's clock passes on the day it is written and
// fails a few days later, when the server's clock (moved, or started at TEST_NOW) says otherwise. Only
// tests/e2e/support/clock.ts may read a clock; everything else asks it for the server's time.

const E2E = join(import.meta.dirname, '..', 'e2e');
const CLOCK_MODULE = 'support/clock.ts';
const MACHINE_CLOCK = [/\bnew Date\(\s*\)/, /\bDate\.now\s*\(/, /\bperformance\.now\s*\(/];

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );

export function machineClockReads(source: string): number[] {
  return source.split('\n').flatMap((line, i) => (MACHINE_CLOCK.some((re) => re.test(line)) ? [i + 1] : []));
}

describe('browser suites read time only from the server clock', () => {
  const files = filesUnder(E2E).map((file) => ({ file, name: relative(E2E, file) }));

  it('finds the suites', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files.some((f) => f.name === CLOCK_MODULE)).toBe(true);
  });

  it('no file but the clock module reads the test machine clock', () => {
    const offenders = files
      .filter((f) => f.name !== CLOCK_MODULE)
      .flatMap((f) => machineClockReads(readFileSync(f.file, 'utf8')).map((line) => `${f.name}:${line}`));
    expect(offenders).toEqual([]);
  });

  it('every spec takes `test` from support/test.ts, whose contexts read the server clock', () => {
    const direct = files
      .filter((f) => f.name.endsWith('.spec.ts'))
      .filter((f) => /import \{[^}]*\btest\b[^}]*\} from '@playwright\/test'/.test(readFileSync(f.file, 'utf8')))
      .map((f) => f.name);
    expect(direct).toEqual([]);
  });

  it('recognises a clock read (the check can fail)', () => {
    expect(machineClockReads('const a = 1;\nconst days = workingDaysAfter(new Date(), 3);\nconst t = Date.now();')).toEqual([2, 3]);
    expect(machineClockReads('new Date(`${day}T12:00:00Z`); new Date(instant)')).toEqual([]);
  });
});
