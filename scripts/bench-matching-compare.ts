/**
 * npm run bench:matching:compare — one need's matching run before and after explanations, on the same machine in the
 * same run: checks the commit before them out (BENCH_BEFORE, default af812e7^, the parent of the commit that made
 * the rank the sum of explained factors) into a temporary git worktree beside this one, runs that tree's own
 * bench:matching, then this tree's, one after the other on the same database (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL; 1,000,000 candidates unless BENCH_ROWS), and prints each need's p50 and p95 side by side with
 * their ratio and the load averages taken before each. The worktree is removed after.
 *
 * Both sides seed the same candidates by the same formulas; "after" also seeds the working-time limits and the pay
 * basis (which came later) and its posts state their terms, so it ranks somewhat fewer candidates: the ranked
 * counts are printed with the times.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const here = resolve(import.meta.dirname, '..');
const before = process.env.BENCH_BEFORE ?? 'af812e7^';
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

type Line = { label: string; ranked: number; p50: number; p95: number };
const LINE = /^\s+(.+?)\s+ranked\s+(\d+)\s+p50\s+([\d.]+) ms\s+p95\s+([\d.]+) ms/;

function bench(cwd: string, name: string): { lines: Line[]; load: string } {
  const at = load();
  console.log(`\n== ${name} (${cwd}), load averages ${at}`);
  const run = spawnSync('npx', ['tsx', 'scripts/bench-matching.ts'], {
    cwd,
    env: process.env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.stdout.write(run.stdout);
  if (run.status !== 0) throw new Error(`${name}: bench:matching exited with ${run.status}`);
  const lines = run.stdout.split('\n').flatMap((l) => {
    const m = LINE.exec(l);
    return m ? [{ label: m[1]!, ranked: Number(m[2]), p50: Number(m[3]), p95: Number(m[4]) }] : [];
  });
  return { lines, load: at };
}

const dir = join(mkdtempSync(join(tmpdir(), 'bench-matching-')), 'before');
execFileSync('git', ['worktree', 'add', '--detach', dir, before], { cwd: here, stdio: 'inherit' });
try {
  if (!existsSync(join(dir, 'node_modules'))) symlinkSync(join(here, 'node_modules'), join(dir, 'node_modules'));
  execFileSync('npm', ['run', '--silent', 'i18n:compile'], { cwd: dir, stdio: 'ignore' });
  const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
  const then = bench(dir, `before explanations (${sha})`);
  const now = bench(here, 'after: explanations on (this tree)');
  console.log(`\nSide by side (load averages: before ${then.load}; after ${now.load}; now ${load()})`);
  console.log(
    `  ${'need'.padEnd(36)} ${'ranked before/after'.padStart(20)}   ${'p50 before → after'.padStart(24)}   ${'p95 before → after'.padStart(24)}`,
  );
  for (const a of now.lines) {
    const b = then.lines.find((l) => l.label === a.label);
    if (!b) {
      console.log(`  ${a.label.padEnd(36)} ${`–/${a.ranked}`.padStart(20)}   ${`– → ${a.p50} ms`.padStart(24)}   (no such need before)`);
      continue;
    }
    const pair = (x: number, y: number) => `${x} → ${y} ms ×${(y / x).toFixed(2)}`;
    console.log(
      `  ${a.label.padEnd(36)} ${`${b.ranked}/${a.ranked}`.padStart(20)}   ${pair(b.p50, a.p50).padStart(24)}   ${pair(b.p95, a.p95).padStart(24)}`,
    );
  }
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: here, stdio: 'inherit' });
}
