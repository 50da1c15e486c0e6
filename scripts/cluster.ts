/**
 * npm run cluster — CLUSTER_INSTANCES (3) instances of the server on one PostgreSQL (DATABASE_URL, required)
 * behind HAProxy on PORT (3000); instance i listens on PORT + i. Needs `npm run build` first for the SPA and the
 * Debian package haproxy. TLS_CERT=<pem with the certificate and its key> makes HAProxy answer HTTPS and HTTP/2.
 * `npm run cluster:deploy -- <release>` (or SIGHUP) ships the code now on disk: migrations, then one instance at a
 * time. Ctrl-C drains and stops every instance. See docs/deploy.md.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { rollingDeploy } from './cluster/rolling-deploy.ts';
import { deployFiles } from './cluster/deploy-files.ts';
import { startCluster } from './cluster/start-cluster.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('npm run cluster needs DATABASE_URL (a PostgreSQL server): PGlite is one process by design.');
  process.exit(1);
}
const instances = Number(process.env.CLUSTER_INSTANCES ?? 3);
const port = Number(process.env.PORT ?? 3000);
const databaseSchema = process.env.DATABASE_SCHEMA;
const cluster = await startCluster({
  instances,
  port,
  databaseUrl,
  ...(databaseSchema ? { databaseSchema } : {}),
  ...(process.env.TLS_CERT ? { tlsCertFile: process.env.TLS_CERT } : {}),
});
const files = deployFiles(port);
writeFileSync(files.pid, String(process.pid));
console.log(`\n  ${instances} instances behind HAProxy: ${cluster.url.replace('127.0.0.1', 'localhost')}/app/`);
for (const inst of cluster.instances) console.log(`    instance ${inst.index}: ${inst.url} (log: .tmp/cluster-${port}/instance-${inst.index}.log)`);
console.log('  `npm run cluster:deploy -- <release>` ships a new version; Ctrl-C stops them (each drains first).\n');

let deploying = false;
process.on('SIGHUP', () => {
  if (deploying) return;
  deploying = true;
  const release = JSON.parse(readFileSync(files.request, 'utf8')).release as string;
  const status = (state: object) => writeFileSync(files.status, JSON.stringify({ release, ...state }));
  status({ state: 'running' });
  rollingDeploy(cluster, { databaseUrl, databaseSchema, env: { RELEASE: release } }, (step) => {
    console.log(
      step.step === 'migrated' ? `  migrations applied: ${step.applied.join(', ') || 'none'}` : `  instance ${step.instance} runs ${release}`,
    );
    status({ state: 'running', last: step });
  })
    .then(() => status({ state: 'done' }))
    .catch((err: unknown) => status({ state: 'failed', error: String(err) }))
    .finally(() => (deploying = false));
});

const stop = () =>
  void cluster.stop().then(() => {
    rmSync(files.pid, { force: true });
    process.exit(0);
  });
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
