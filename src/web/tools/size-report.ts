// `npm run size`: gzip sizes of the SPA's entry and of every lazily loaded route chunk, read from the
// Vite manifest of the last build. Fails (and so fails `npm test`) when the entry JS exceeds its budget: what the
// first performance work reached (128.8 KB gzip: production react-router, lazy dashboard shell and toasts, react-query
// and the API client with the screens that use them, the entry's dependencies in one chunk) plus a small margin. Of it, react-dom is
// ~63 KB, react-router's data router ~29 KB and MantineProvider's core (theme, CSS variables, styles API) ~12 KB.
// That work asked for 0.8 × its bare app (107 KB); `npm run size:baseline` shows why that is out of reach with these
// libraries: a page of one Mantine button with the data router, MantineProvider and Lingui is already 110.9 KB.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.env.WEB_DIST_DIR ?? join(process.cwd(), 'dist/web');
const ENTRY_BUDGET_KB = 130;

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  name?: string;
  isDynamicEntry?: boolean;
  dynamicImports?: string[];
  imports?: string[];
  css?: string[];
}
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

const gzipKb = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;

/** A chunk and every chunk it imports statically (what the browser must fetch before running it). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('No entry in the Vite manifest: run `npm run build` first.');
const entryKeys = closure(entryKey);
const entryJs = [...entryKeys].reduce((sum, key) => sum + gzipKb(manifest[key]!.file), 0);
const entryCss = (manifest[entryKey]!.css ?? []).reduce((sum, file) => sum + gzipKb(file), 0);

// Every lazily loaded chunk: a module's own, or a shared chunk holding one (the chunk groups of vite.config.ts:
// landing, login, the signed-in shell, ...), named after its chunk.
const lazyKeys = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
const rows = [...lazyKeys]
  .filter((key) => !key.startsWith('locales/'))
  .map((key) => {
    const chunk = manifest[key]!;
    const own = gzipKb(chunk.file);
    // Shared chunks not already loaded with the entry are fetched along with the route.
    const extra = [...closure(key)].filter((k) => k !== key && !entryKeys.has(k));
    return {
      route: chunk.src ?? `${chunk.name} (shared chunk)`,
      own,
      withShared: own + extra.reduce((sum, k) => sum + gzipKb(manifest[k]!.file), 0),
    };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const kb = (value: number) => `${value.toFixed(1).padStart(7)} KB`;
console.log(`entry JS (index.html + static imports) ${kb(entryJs)} gzip   (budget ${ENTRY_BUDGET_KB} KB)`);
console.log(`entry CSS                              ${kb(entryCss)} gzip`);
console.log('\nroute chunks (own / with shared chunks not in the entry), gzip:');
for (const row of rows) console.log(`${row.route.padEnd(62)} ${kb(row.own)} ${kb(row.withShared)}`);
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.isDynamicEntry && key.startsWith('locales/')) console.log(`catalog ${key.padEnd(54)} ${kb(gzipKb(chunk.file))}`);
}

if (entryJs > ENTRY_BUDGET_KB) {
  console.error(`\nEntry JS ${entryJs.toFixed(1)} KB gzip is over the ${ENTRY_BUDGET_KB} KB budget.`);
  process.exitCode = 1;
}
