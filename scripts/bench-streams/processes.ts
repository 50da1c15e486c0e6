import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// The processes bench-streams starts and watches: the server under test (as `npm run serve` runs it, with the
// bench's probe) and the holders that keep its streams open, each of them a process of its own.

const ROOT = resolve(import.meta.dirname, '..', '..');

/** CPU seconds (user + system) the process used so far. */
export const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

export type Memory = { rss: number; heapUsed: number; external: number; loopP50: number; loopP99: number; loopMax: number };

/** The server as `npm run serve` runs it (its environment and node options), from source, with the bench's probe. */
export function startServer(options: { port: number; databaseUrl: string; schema: string; logFile: string }): {
  child: ChildProcess;
  memory: () => Promise<Memory>;
} {
  const serve = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { serve: string } }).scripts.serve.split(/\s+/);
  const nodeAt = serve.indexOf('node');
  const serveEnv = Object.fromEntries(serve.slice(0, nodeAt).map((word) => word.split('=', 2) as [string, string]));
  const flags = serve.slice(nodeAt + 1, -1);
  const child = spawn(
    process.execPath,
    [...flags, '--expose-gc', '--import', 'tsx', '--import', './scripts/bench-streams/probe.ts', 'src/server/main.ts'],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        ...serveEnv,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(options.port),
        PUBLIC_URL: `http://127.0.0.1:${options.port}`,
        DATABASE_URL: options.databaseUrl,
        DATABASE_SCHEMA: options.schema,
        RATE_LIMIT_PER_MINUTE: '0',
        JOBS_WORKER: '0',
        DRAIN_DELAY_MS: '0',
        WEB_DIST_DIR: join(ROOT, '.tmp', 'no-web-build'),
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  const log = createWriteStream(options.logFile);
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const memory = () =>
    new Promise<Memory>((done, fail) => {
      const died = () => fail(new Error(`the server exited with ${child.exitCode} (see its log)`));
      if (child.exitCode !== null) return died();
      child.once('exit', died);
      child.once('message', (m) => {
        child.off('exit', died);
        done({ ...(m as Omit<Memory, 'rss'>), rss: rssOf(child.pid!) });
      });
      child.send('memory');
    });
  return { child, memory };
}

export async function waitReady(child: ChildProcess, url: string): Promise<void> {
  for (const until = Date.now() + 120_000; Date.now() < until; await sleep(200)) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} (see its log)`);
    const ok = await fetch(`${url}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
  }
  throw new Error('the server was not ready within 2 minutes');
}

export function startHolder(): { child: ChildProcess; ask: <T>(message: object, reply: string) => Promise<T> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-streams/holder.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = <T>(message: object, reply: string) =>
    new Promise<T>((done) => {
      const on = (m: { kind: string }) => {
        if (m.kind !== reply) return;
        child.off('message', on);
        done(m as T);
      };
      child.on('message', on);
      child.send(message);
    });
  return { child, ask };
}
