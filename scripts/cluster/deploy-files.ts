import { join, resolve } from 'node:path';

/** Where `npm run cluster` and `npm run cluster:deploy` meet: the cluster's pid, the requested release, the outcome. */
export function deployFiles(port: number) {
  const dir = join(resolve(import.meta.dirname, '../..'), '.tmp', `cluster-${port}`);
  return { pid: join(dir, 'cluster.pid'), request: join(dir, 'deploy-request.json'), status: join(dir, 'deploy-status.json') };
}
