import fc from 'fast-check';
import { sql } from 'kysely';
import type { App } from '../../../src/server/app.ts';
import { createSession } from '../../../src/server/auth/sessions.ts';
import type { Clock } from '../../../src/server/clock.ts';
import type { Db } from '../../../src/server/db/create-database.ts';
import { insertCandidate, insertCareAgent, insertCompany } from '../accounts.ts';
import { insertNeed } from '../processes.ts';
import { createProcess } from '../../../src/server/workflow/engine.ts';
import { statusChecker } from '../contract.ts';
import { pdfFile } from '../files.ts';
import { loadOperations, type Operation } from './operations.ts';
import { fuzzedValue, junk, validValue } from './schema-arbitrary.ts';

// A path parameter can never be "." or "..": URL parsers remove such a segment (and its %2e spellings) before the
// request leaves, so the server would answer another path. Every other value is written percent-encoded.
const DOT_SEGMENTS = new Set(['.', '..']);

type Role = 'anonymous' | 'candidate' | 'company' | 'care';
const ROLES: Role[] = ['anonymous', 'candidate', 'company', 'care'];
// Tables a refused request may write by design: a failed login counts against its email (the login limit).
const WRITES_ON_REFUSAL = new Set(['login_failures']);

export type FuzzStats = {
  requests: number;
  operations: number;
  byOperation: Record<string, number>;
  byStatus: Record<string, number>;
  serverErrors: number;
  problems: string[];
};

type Fixtures = { ids: number[]; tokens: Record<Exclude<Role, 'anonymous'>, string>; users: Record<Exclude<Role, 'anonymous'>, number> };

async function fixtures(db: Db, clock: Clock, config: App['deps']['config']): Promise<Fixtures> {
  const now = clock.now();
  const company = await insertCompany(db, now);
  const candidate = (await insertCandidate(db, now)).id;
  const need = await insertNeed(db, now, company);
  const care = await insertCareAgent(db, now);
  const process = await createProcess({ db, clock, config }, { userId: care, role: 'care', sessionId: 0 }, { needId: need, candidateId: candidate });
  const users = { candidate, company, care };
  const tokens = { candidate: '', company: '', care: '' };
  for (const role of ['candidate', 'company', 'care'] as const) tokens[role] = (await createSession(db, clock, users[role])).token;
  return { ids: [candidate, company, need, care, process.id], tokens, users };
}

/** One string summarising every table (row count and content hash), to see whether a request changed anything. */
async function fingerprinter(db: Db): Promise<() => Promise<string>> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(db);
  const tables = rows.map((r) => r.name).filter((t) => !WRITES_ON_REFUSAL.has(t));
  const query = sql.join(
    tables.map(
      (t) => sql`select ${t} as t, count(*)::int as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from ${sql.id(t)} x`,
    ),
    sql` union all `,
  );
  return async () => {
    const result = await sql<{ t: string; n: number; h: string }>`${query}`.execute(db);
    return result.rows.map((r) => `${r.t}:${r.n}:${r.h}`).join(',');
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value));

function multipartBodies(): fc.Arbitrary<{ payload: Buffer; contentType: string }> {
  const head = (b: string) => `--${b}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const long = 'b'.repeat(300);
  return fc.constantFrom(
    {
      payload: Buffer.concat([Buffer.from(head('xyz')), pdfFile(), Buffer.from('\r\n--xyz--\r\n')]),
      contentType: 'multipart/form-data; boundary=xyz',
    },
    { payload: Buffer.concat([Buffer.from(head('xyz')), pdfFile()]), contentType: 'multipart/form-data; boundary=xyz' },
    { payload: Buffer.from(head('xyz')), contentType: 'multipart/form-data' },
    {
      payload: Buffer.concat([Buffer.from(head(long)), pdfFile(), Buffer.from(`\r\n--${long}--\r\n`)]),
      contentType: `multipart/form-data; boundary=${long}`,
    },
    { payload: Buffer.from('garbage'), contentType: 'multipart/form-data; boundary=xyz' },
    { payload: Buffer.from('{"cv":1}'), contentType: 'application/json' },
  );
}

type Request = { op: Operation; role: Role; url: string; headers: Record<string, string>; payload?: string | Buffer };

function requestArbitrary(operations: Operation[], resolve: Parameters<typeof validValue>[1], ids: number[]): fc.Arbitrary<Request> {
  return fc.constantFrom(...operations).chain((op) => {
    const pathParams = op.parameters.filter((p) => p.in === 'path');
    const queryParams = op.parameters.filter((p) => p.in === 'query');
    const headerParams = op.parameters.filter((p) => p.in === 'header');
    const pathValue = (schema: Record<string, unknown>) =>
      schema.type === 'integer'
        ? fc.oneof(
            { weight: 4, arbitrary: fc.constantFrom(...ids) },
            { weight: 1, arbitrary: fc.integer({ min: -3, max: 2 ** 31 + 3 }) },
            // The edges of int4 and beyond: where ids used to reach PostgreSQL and fail there.
            { weight: 1, arbitrary: fc.constantFrom(2 ** 31 - 1, 2 ** 31, 2 ** 32, 1e10, 1e20, 0, -1) },
            { weight: 1, arbitrary: junk },
          )
        : fc
            .oneof({ weight: 3, arbitrary: validValue(schema, resolve) }, { weight: 1, arbitrary: junk })
            .filter((value) => !DOT_SEGMENTS.has(text(value)));
    const body: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> = !op.body
      ? fc.constant({})
      : op.body.contentType.startsWith('multipart/')
        ? multipartBodies()
        : fc.oneof(
            {
              weight: 8,
              arbitrary: fuzzedValue(op.body.schema, resolve).map((v) => ({ payload: JSON.stringify(v), contentType: 'application/json' })),
            },
            {
              weight: 1,
              arbitrary: fc.constantFrom('{"a":', '', 'null', '[]', '"\\u0000"').map((payload) => ({ payload, contentType: 'application/json' })),
            },
            // Whole bodies nested thousands of levels deep (about 10 KB), lists and objects.
            {
              weight: 1,
              arbitrary: fc
                .constantFrom('['.repeat(5000) + ']'.repeat(5000), '{"a":'.repeat(2000) + '1' + '}'.repeat(2000))
                .map((payload) => ({ payload, contentType: 'application/json' })),
            },
          );
    return fc
      .record({
        role: fc.constantFrom(...ROLES),
        path: fc.tuple(...pathParams.map((p) => pathValue(p.schema))),
        query: fc.tuple(...queryParams.map((p) => fc.option(fuzzedValue(p.schema, resolve), { freq: 2 }))),
        headers: fc.tuple(...headerParams.map((p) => fc.option(fuzzedValue(p.schema, resolve), { freq: 2 }))),
        locale: fc.constantFrom('en', 'ro-RO', 'de'),
        body,
      })
      .map(({ role, path, query, headers, locale, body: b }) => {
        let url = op.path;
        pathParams.forEach((p, i) => (url = url.replace(`{${p.name}}`, encodeURIComponent(text(path[i])))));
        const search = new URLSearchParams();
        queryParams.forEach((p, i) => {
          const v = query[i];
          if (v === null || v === undefined) return;
          for (const item of Array.isArray(v) ? v : [v]) search.append(p.name, text(item));
        });
        const all: Record<string, string> = { 'accept-language': locale };
        headerParams.forEach((p, i) => {
          const v = headers[i];
          if (v !== null && v !== undefined) all[p.name.toLowerCase()] = text(v).replace(/[\r\n]/g, ' ');
        });
        if (b.contentType) all['content-type'] = b.contentType;
        const qs = search.toString();
        return { op, role, url: `/api${url}${qs ? `?${qs}` : ''}`, headers: all, ...(b.payload !== undefined ? { payload: b.payload } : {}) };
      });
  });
}

/**
 * Sends `numRuns` requests generated from openapi/openapi.yaml (every operation; valid and broken inputs; as
 * nobody, the owner and the other roles) and checks each answer: never a 5xx, always declared by the contract,
 * and a refused request (4xx) changes no row. Deterministic for a seed.
 */
export async function runFuzz(app: App, options: { seed: number; numRuns: number }): Promise<FuzzStats> {
  const { db, clock, config } = app.deps;
  const { operations, resolve } = loadOperations();
  const fx = await fixtures(db, clock, config);
  const fingerprint = await fingerprinter(db);
  const checker = statusChecker(app.routes);
  const stats: FuzzStats = { requests: 0, operations: operations.length, byOperation: {}, byStatus: {}, serverErrors: 0, problems: [] };
  let before = await fingerprint();

  await fc.assert(
    fc.asyncProperty(requestArbitrary(operations, resolve, fx.ids), async (req) => {
      const headers = req.role === 'anonymous' ? req.headers : { ...req.headers, authorization: `Bearer ${fx.tokens[req.role]}` };
      const res = await app.inject({
        method: req.op.method as 'GET',
        url: req.url,
        headers,
        ...(req.payload !== undefined ? { payload: req.payload } : {}),
      });
      stats.requests++;
      stats.byOperation[req.op.key] = (stats.byOperation[req.op.key] ?? 0) + 1;
      stats.byStatus[res.statusCode] = (stats.byStatus[res.statusCode] ?? 0) + 1;
      const what = `${req.op.method} ${req.url} as ${req.role} → ${res.statusCode}`;
      if (res.statusCode >= 500) {
        stats.serverErrors++;
        stats.problems.push(`${what}: server error ${res.body.slice(0, 200)}`);
      }
      const contentType = String(res.headers['content-type'] ?? '');
      if (contentType.includes('json') && res.body) JSON.parse(res.body); // an answer that is not JSON fails here
      for (const v of checker.check({ method: req.op.method, url: req.url, status: res.statusCode })) stats.problems.push(`${what}: ${v.problem}`);
      await settleBackgroundWork(db);
      const after = await fingerprint();
      if (res.statusCode >= 400 && res.statusCode < 500 && after !== before) stats.problems.push(`${what}: a refused request changed rows`);
      before = after;
      // A request may end the role's session (logout, a new password): sign that role in again.
      if (req.role !== 'anonymous' && (res.statusCode === 401 || (req.op.key === 'POST /logout' && res.statusCode === 204))) {
        fx.tokens[req.role] = (await createSession(db, clock, fx.users[req.role])).token;
        before = await fingerprint();
      }
    }),
    { seed: options.seed, numRuns: options.numRuns, endOnFailure: true },
  );
  return stats;
}

/** Work a request leaves for right after its answer (the password reset mail) must land before the next one. */
async function settleBackgroundWork(db: Db): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const pending = await db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'password.resetMail')
      .where('status', '=', 'pending')
      .limit(1)
      .execute();
    if (!pending.length) return;
    await new Promise((r) => setTimeout(r, 5));
  }
}
