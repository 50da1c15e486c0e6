/**
 * npm run bench:start — how fast the compiled server (dist/server, `npm run build` first) answers /app/ and how much
 * memory it holds once idle, on PGlite. Run 1 creates a fresh data dir (migrations, reference data, demo seed); the
 * next runs reopen it, which is what `npm start` does every day. Per run: time from spawn to the first 200 on /app/,
 * with the CPU seconds the server spent until then, and the server's RSS after IDLE_MS of quiet. BENCH_RUNS sets the number of runs (default 4).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const RUNS = Number(process.env.BENCH_RUNS ?? 4);
const PORT = Number(process.env.BENCH_PORT ?? 3917);
const IDLE_MS = 5_000;

/** CPU seconds (user + system) the process used so far: under a shared machine's load, fairer than wall time. */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

async function firstOk(url: string, deadline: number): Promise<void> {
  while (performance.now() < deadline) {
    const ok = await fetch(url).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return;
    await sleep(10);
  }
  throw new Error(`no 200 from ${url}`);
}

// The environment and node options of `npm run serve` (glibc's malloc thresholds, V8's pool and young generation
// sizes change both figures), without npm's own process in between: `[VAR=value ...] node <flags> dist/server/main.js`.
const serveWords = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { serve: string } }).scripts.serve.split(/\s+/);
const nodeAt = serveWords.indexOf('node');
const serveEnv = Object.fromEntries(serveWords.slice(0, nodeAt).map((word) => word.split('=', 2) as [string, string]));
const serveArgs = serveWords.slice(nodeAt + 1);

async function run(dataDir: string): Promise<{ seconds: number; cpu: number; rss: number }> {
  const started = performance.now();
  const server = spawn(process.execPath, serveArgs, {
    env: { ...process.env, ...serveEnv, NODE_ENV: 'development', DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await firstOk(`http://127.0.0.1:${PORT}/app/`, started + 120_000);
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuSeconds(server.pid!);
    await sleep(IDLE_MS);
    return { seconds, cpu, rss: rssMb(server.pid!) };
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
  console.error('dist/ is missing: run `npm run build` first');
  process.exit(1);
}
// The figures depend on the machine's load: print it beside them.
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
console.log(`cpus ${cpus().length}, load average ${load()}, ${serveWords.join(' ')}`);
// BENCH_DATA_DIR: reuse (and keep) that data dir, so every run is a reopening.
const kept = process.env.BENCH_DATA_DIR;
const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'medilink-bench-start-'));
try {
  for (let i = 1; i <= RUNS; i++) {
    const { seconds, cpu, rss } = await run(dataDir);
    const kind = i === 1 ? 'fresh data dir ' : 'reopened dir   ';
    console.log(
      `run ${i} ${kind} first 200 on /app/ ${seconds.toFixed(2)} s (${cpu.toFixed(2)} s CPU)   idle RSS ${rss.toFixed(0)} MB   (load ${load()})`,
    );
  }
} finally {
  if (!kept) rmSync(dataDir, { recursive: true, force: true });
}
