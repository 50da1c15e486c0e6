import { expect, it } from 'vitest';
import { describeEachDatabase } from '../support/databases.ts';
import { runFuzz } from '../support/fuzz/run-fuzz.ts';

// Property-based fuzzing from openapi/openapi.yaml: a fixed seed and a small run here (CI); `npm run fuzz` runs
// more with any seed and prints the figures.
const SEED = 20261125;
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);

describeEachDatabase('contract fuzzing', (ctx) => {
  it('never answers 5xx, answers only what the contract declares, and a refused request changes no row', async () => {
    const stats = await runFuzz(ctx.app, { seed: SEED, numRuns: RUNS });
    expect(stats.problems).toEqual([]);
    expect(stats.serverErrors).toBe(0);
    expect(stats.requests).toBe(RUNS);
    // Most operations are reached within the run (fast-check picks them uniformly).
    expect(Object.keys(stats.byOperation).length).toBeGreaterThan(stats.operations * 0.8);
  }, 120_000);
});
