import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import type { Config } from '../config.ts';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import { preparingPool } from './prepared-statements.ts';
import type { Database } from './types.ts';

export type Db = Kysely<Database>;

export type DatabaseOptions = Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'> & {
  /** PGlite only: start from this data dir dump (tests copy a migrated template; with a dataDir, into that folder). */
  loadDataDir?: Blob;
  /** PGlite only: keep everything in memory instead of `dataDir/pglite`. */
  inMemory?: boolean;
  /** PostgreSQL only: pool size. */
  poolSize?: number;
};

const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

// Calendar days stay 'YYYY-MM-DD' strings: turning them into Dates shifts them with the time zone.
// Counts (int8) and numerics come back as JS numbers on both engines, so code never sees a driver difference.
const keepDate = (v: string) => v;
const toNumber = (v: string) => Number(v);

export type CreatedDatabase = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite only: the underlying instance (for dumpDataDir in tests). */
  pglite?: PGlite;
  /** PGlite on disk only: this process's hold on DATA_DIR (released at exit, or by release() after db.destroy()). */
  dataDirLock?: DataDirLock;
};

export async function createDatabase(options: DatabaseOptions): Promise<CreatedDatabase> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options);
  return createPglite(options);
}

async function createPglite(options: DatabaseOptions): Promise<CreatedDatabase> {
  const parsers = { [DATE_OID]: keepDate, [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber };
  let dataDir: string | undefined;
  let dataDirLock: DataDirLock | undefined;
  // A dump alone opens in memory (test suites); with a folder too, the folder starts as that dump.
  if (!options.inMemory && (options.dataDir || !options.loadDataDir)) {
    // Before PGlite touches a file: a second process on the same folder must not open it at all.
    dataDirLock = lockDataDir(options.dataDir);
    dataDir = resolve(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers,
    // Contrib extensions are loaded on demand; pg_trgm backs the candidate name search index (0020_company),
    // cube and earthdistance the distances of matching and profiles (0170_earth_distance).
    extensions: { pg_trgm, cube, earthdistance },
    // PostgreSQL's default 128 MB buffer pool is resident from the start in PGlite's memory (it is what made a
    // reopened data dir hold 450 MB); one embedded connection does with 16 MB, the OS caches the files anyway.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return { db, kind: 'pglite', pglite, ...(dataDirLock ? { dataDirLock } : {}) };
}

async function createPostgres(url: string, options: DatabaseOptions): Promise<CreatedDatabase> {
  // Loaded on PostgreSQL only: the embedded database's start never needs the driver's ~40 modules.
  const { default: pg } = await import('pg');
  const schema = options.databaseSchema;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // Per-pool parsers, not pg's global registry, so two pools in one process never disagree.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === DATE_OID) return keepDate;
        if (oid === INT8_OID || oid === NUMERIC_OID) return toNumber;
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
    // public after the schema: the database's extensions live there (0170_earth_distance), and earthdistance's
    // functions call cube's without a schema, so both must be on the path.
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  return { db, kind: 'postgres' };
}
