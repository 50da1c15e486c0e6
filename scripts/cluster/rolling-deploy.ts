import { createDatabase } from '../../src/server/db/create-database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import type { Cluster } from './start-cluster.ts';

// A new version reaches a running cluster without a failed request: the migrations first, then one instance at a
// time. That order holds only because every migration is written to leave the running (older) version working on
// the new schema: expand now (add a column, a table, an index), contract in a later release once no instance reads
// the old shape (docs/deploy.md, "Shipping a new version").

export type DeployStep = { step: 'migrated'; applied: string[] } | { step: 'replaced'; instance: number };

export async function rollingDeploy(
  cluster: Cluster,
  target: { databaseUrl: string; databaseSchema?: string | undefined; env?: Record<string, string> },
  onStep: (step: DeployStep) => void = () => {},
): Promise<void> {
  const { db } = await createDatabase({ databaseUrl: target.databaseUrl, databaseSchema: target.databaseSchema, dataDir: '', poolSize: 1 });
  try {
    const result = await migrateToLatest(db);
    if (result.error) throw result.error;
    onStep({ step: 'migrated', applied: (result.results ?? []).map((r) => r.migrationName) });
  } finally {
    await db.destroy();
  }
  for (const { index } of [...cluster.instances]) {
    await cluster.replace(index, target.env);
    onStep({ step: 'replaced', instance: index });
  }
}
