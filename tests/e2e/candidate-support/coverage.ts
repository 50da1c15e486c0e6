import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { coverageFromHistory } from '../../../machines/describe/coverage.ts';
import { describeMachine } from '../../../machines/describe/graph.ts';
import { hiringMachine } from '../../../machines/index.ts';

type Step = { type: string; from: string | null; to: string };

/**
 * Writes what a browser suite drove through the real app as coverage/statecharts/browser-<suite>.json (the format of
 * /work/notes/statecharts.md), from the event logs of the processes it used.
 */
export function writeBrowserCoverage(suite: string, histories: Step[][]): { states: number; transitions: number; coveredTransitions: string[] } {
  const steps = histories.map((history) => history.filter((s): s is Step & { from: string } => s.from !== null));
  const report = coverageFromHistory(describeMachine(hiringMachine), `browser-${suite}`, steps);
  // The repository's coverage/ whatever directory the runner starts in.
  const dir = fileURLToPath(new URL('../../../coverage/statecharts/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}browser-${suite}.json`, `${JSON.stringify(report, null, 2)}\n`);
  return { states: report.coveredStates.length, transitions: report.coveredTransitions.length, coveredTransitions: report.coveredTransitions };
}
