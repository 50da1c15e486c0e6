/** Writes the Mermaid and SVG exports of every machine under docs/statecharts/ (npm run statecharts:export). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { EXPORT_DIR, exportMachine } from '../machines/describe/export.ts';
import { MACHINES } from '../machines/describe/machines.ts';

mkdirSync(EXPORT_DIR, { recursive: true });
for (const entry of MACHINES) {
  const result = await exportMachine(entry);
  writeFileSync(result.mermaidFile, result.mermaid);
  writeFileSync(result.svgFile, result.svg);
  console.log(`${entry.id}: ${result.mermaidFile}, ${result.svgFile}`);
}
