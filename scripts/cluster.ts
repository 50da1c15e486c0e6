/**
 * npm run cluster — CLUSTER_INSTANCES (3) instances of the server on one PostgreSQL (DATABASE_URL, required)
 * behind HAProxy on PORT (3000); instance i listens on PORT + i. Needs `npm run build` first for the SPA and the
 * Debian package haproxy. TLS_CERT=<pem with the certificate and its key> makes HAProxy answer HTTPS and HTTP/2.
 * Ctrl-C drains and stops every instance. See docs/deploy.md.
 */
import { startCluster } from './cluster/start-cluster.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('npm run cluster needs DATABASE_URL (a PostgreSQL server): PGlite is one process by design.');
  process.exit(1);
}
const instances = Number(process.env.CLUSTER_INSTANCES ?? 3);
const port = Number(process.env.PORT ?? 3000);
const cluster = await startCluster({
  instances,
  port,
  databaseUrl,
  ...(process.env.DATABASE_SCHEMA ? { databaseSchema: process.env.DATABASE_SCHEMA } : {}),
  ...(process.env.TLS_CERT ? { tlsCertFile: process.env.TLS_CERT } : {}),
});
console.log(`\n  ${instances} instances behind HAProxy: ${cluster.url.replace('127.0.0.1', 'localhost')}/app/`);
for (const inst of cluster.instances) console.log(`    instance ${inst.index}: ${inst.url} (log: .tmp/cluster-${port}/instance-${inst.index}.log)`);
console.log('  Ctrl-C stops them (each drains first).\n');
const stop = () => void cluster.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
