/**
 * npm run qa:paths — the shortest path to every state of every machine and, bounded, the simple paths, printed
 * as Given / When / Then and written to docs/statecharts/<machine>.paths.json for QA and the browser suites.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { EXPORT_DIR } from '../machines/describe/export.ts';
import { MACHINES } from '../machines/describe/machines.ts';
import { qaPaths, scenarioText } from '../machines/describe/qa-paths.ts';
import { QA_OPTIONS } from './statecharts-sample-events.ts';

mkdirSync(EXPORT_DIR, { recursive: true });
for (const entry of MACHINES) {
  const options = QA_OPTIONS[entry.id];
  if (!options) throw new Error(`No sample events for machine ${entry.id}: add them to scripts/statecharts-sample-events.ts`);
  const paths = qaPaths(entry.machine, options);
  console.log(`# ${entry.id}: shortest paths to ${paths.shortest.length} states\n`);
  for (const scenario of paths.shortest) console.log(`${scenarioText(scenario)}\n`);
  console.log(`# ${entry.id}: ${paths.simple.length} simple paths (at most ${paths.simplePathsPerState} per state)\n`);
  for (const scenario of paths.simple) console.log(`${scenarioText(scenario)}\n`);
  const file = `${EXPORT_DIR}/${entry.id}.paths.json`;
  writeFileSync(file, `${JSON.stringify(paths, null, 2)}\n`);
  console.log(`wrote ${file}`);
}
