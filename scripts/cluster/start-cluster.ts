import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { createConnection } from 'node:net';
import { join, resolve } from 'node:path';

// N server instances on one PostgreSQL behind HAProxy, on this machine: `npm run cluster`, the cluster test and
// `npm run bench:cluster` all start it from here. docs/deploy.md explains the same layout for real machines.

export type ClusterOptions = {
  instances: number;
  /** HAProxy listens here; instance i (1-based) on port + i. */
  port: number;
  databaseUrl: string;
  databaseSchema?: string;
  /** Extra environment for every instance (SMTP_URL, NODE_ENV, JOBS_POLL_MS …). */
  env?: Record<string, string>;
  /** Where the HAProxy configuration and each instance's log go. */
  workDir?: string;
  /** A PEM file holding the certificate and its key: HAProxy then answers HTTPS, HTTP/2 or HTTP/1.1. */
  tlsCertFile?: string;
};

export type Instance = { index: number; port: number; url: string; child: ChildProcess; exited: Promise<number | null> };

export type Cluster = {
  /** The balancer: what users reach. */
  url: string;
  instances: Instance[];
  /** kill -9: the instance vanishes mid-work, as on a crashed machine. */
  crash(index: number): Promise<void>;
  /**
   * Replaces one instance with a fresh process of the code on disk (`env` on top of the cluster's): HAProxy stops
   * sending it new requests, it drains and exits, the new one starts on the same port and goes back into the
   * rotation once HAProxy's own health check sees it up.
   */
  replace(index: number, env?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
};

const ROOT = resolve(import.meta.dirname, '../..');

const scheme = (options: ClusterOptions) => (options.tlsCertFile ? 'https' : 'http');

/**
 * With a certificate, HAProxy ends TLS and speaks HTTP/2 to browsers that offer it (ALPN). Over HTTP/1.1 a browser
 * opens six connections to a host: a page's 40–70 files queue behind each other a round trip at a time, and each tab's
 * event stream holds one connection for good; over HTTP/2 they share one connection. The instances behind stay on
 * plain HTTP/1.1 inside the network.
 */
export function haproxyConfig(port: number, backends: Array<{ name: string; port: number }>, tlsCertFile?: string, adminSocket?: string): string {
  return `global
  maxconn 4096
${adminSocket ? `  # The rolling deploy takes an instance out of the rotation and puts it back through this socket.\n  stats socket ${adminSocket} mode 600 level admin\n` : ''}
defaults
  mode http
  timeout connect 1s
  # Streams stay open: heartbeats every 15 s keep them inside these limits.
  timeout client 30s
  timeout server 30s
  timeout http-keep-alive 5s
  # Generous: on a busy machine a slow answer is not a dead instance (a dead one refuses the connection at once).
  timeout check 2s
  # A request that could not reach an instance (it died) goes to another one. Events carry Idempotency-Key, so a
  # retried POST is applied once.
  option redispatch
  retries 3
  retry-on conn-failure empty-response

frontend medilink
  ${tlsCertFile ? `bind 127.0.0.1:${port} ssl crt ${tlsCertFile} alpn h2,http/1.1\n  http-request set-header X-Forwarded-Proto https` : `bind 127.0.0.1:${port}`}
  option forwardfor
  default_backend instances

backend instances
  balance roundrobin
  # Draining instances answer 503 here and stop receiving new requests; dead ones are dropped within a second.
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 500ms fall 2 rise 1
${backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`).join('\n')}
`;
}

/** The status of GET url; over HTTPS without checking the certificate: it is only asked of this machine's own balancer. */
function statusOf(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = url.startsWith('https:') ? httpsGet(url, { rejectUnauthorized: false }) : httpGet(url);
    request.once('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    request.once('error', reject);
  });
}

export async function waitReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the instance exited with ${child.exitCode} (see its log)`);
    try {
      if ((await statusOf(`${url}/api/health/ready`)) === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

function startInstance(index: number, port: number, options: ClusterOptions, logDir: string, extraEnv: Record<string, string> = {}): Instance {
  const log = createWriteStream(join(logDir, `instance-${index}.log`), { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      ...(options.databaseSchema ? { DATABASE_SCHEMA: options.databaseSchema } : {}),
      PUBLIC_URL: `${scheme(options)}://localhost:${options.port}`,
      TRUST_PROXY: '1',
      ...options.env,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { index, port, url: `http://127.0.0.1:${port}`, child, exited };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const workDir = options.workDir ?? join(ROOT, '.tmp', `cluster-${options.port}`);
  mkdirSync(workDir, { recursive: true });
  // The first instance migrates alone; the others then find the schema ready (and start in parallel).
  const instances = [startInstance(1, options.port + 1, options, workDir)];
  const cfg = join(workDir, 'haproxy.cfg');
  const adminSocket = join(workDir, 'haproxy.sock');
  let haproxy: ChildProcess | undefined;
  try {
    await waitReady(instances[0]!.url, instances[0]!.child, 60_000);
    for (let i = 2; i <= options.instances; i++) instances.push(startInstance(i, options.port + i, options, workDir));
    await Promise.all(instances.slice(1).map((inst) => waitReady(inst.url, inst.child, 60_000)));
    writeFileSync(
      cfg,
      haproxyConfig(
        options.port,
        instances.map((inst) => ({ name: `i${inst.index}`, port: inst.port })),
        options.tlsCertFile,
        adminSocket,
      ),
    );
    haproxy = spawn('haproxy', ['-db', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
    const haproxyLog = createWriteStream(join(workDir, 'haproxy.log'));
    haproxy.stdout?.pipe(haproxyLog);
    haproxy.stderr?.pipe(haproxyLog);
    await waitReady(`${scheme(options)}://127.0.0.1:${options.port}`, haproxy, 10_000);
  } catch (err) {
    // Nothing half-started stays behind to hold the ports.
    haproxy?.kill('SIGKILL');
    for (const inst of instances) inst.child.kill('SIGKILL');
    throw err;
  }
  const url = `${scheme(options)}://127.0.0.1:${options.port}`;

  const stopOne = async (inst: Instance) => {
    if (inst.child.exitCode === null && inst.child.signalCode === null) inst.child.kill('SIGTERM');
    await inst.exited;
  };
  return {
    url,
    instances,
    async crash(index) {
      const inst = instances.find((i) => i.index === index)!;
      inst.child.kill('SIGKILL');
      await inst.exited;
    },
    async replace(index, env = {}) {
      const at = instances.findIndex((i) => i.index === index);
      const old = instances[at]!;
      const server = `instances/i${index}`;
      await haproxyAdmin(adminSocket, `set server ${server} state maint`);
      await stopOne(old);
      const fresh = startInstance(index, old.port, options, workDir, env);
      instances[at] = fresh;
      await waitReady(fresh.url, fresh.child, 60_000);
      await haproxyAdmin(adminSocket, `set server ${server} state ready`);
      await waitInRotation(adminSocket, `i${index}`);
    },
    async stop() {
      haproxy?.kill('SIGTERM');
      await Promise.all(instances.map(stopOne));
    },
  };
}

/** One command on HAProxy's admin socket; its answer. */
function haproxyAdmin(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(socket, () => connection.end(`${command}\n`));
    let answer = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk) => (answer += chunk));
    connection.once('end', () => resolve(answer));
    connection.once('error', reject);
  });
}

/** Until HAProxy's health check has marked the server UP again (`show stat`: CSV, the status is column 18). */
async function waitInRotation(socket: string, server: string): Promise<void> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const row = (await haproxyAdmin(socket, 'show stat')).split('\n').find((line) => line.startsWith(`instances,${server},`));
    if (row?.split(',')[17] === 'UP') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`HAProxy did not put ${server} back into the rotation within 30 s`);
}
