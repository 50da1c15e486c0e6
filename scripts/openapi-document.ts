import swagger from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { stringify } from 'yaml';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import type { Db } from '../src/server/db/create-database.ts';

// openapi/openapi.yaml, generated from the routes' zod schemas (npm run gen:api): the app is built without a
// database or a listening socket, @fastify/swagger collects every /api route, and the result is put in a stable
// order so that regenerating it gives the same bytes (tests/api/contract.test.ts compares them).

export const OPENAPI_FILE = 'openapi/openapi.yaml';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
type Operation = JsonObject & { responses?: JsonObject; tags?: Json; security?: Json; operationId?: Json };

const API = '/api';
const METHOD_ORDER = ['get', 'put', 'post', 'patch', 'delete'];
const SCHEMAS = '#/components/schemas/';

const info = {
  title: 'Medilink API',
  version: '0.1.0',
  description: [
    'The one contract between the SPA and the server, under /api, generated from the zod schemas the routes declare',
    '(npm run gen:api). Instants are exchanged in UTC (ISO 8601) and the business rules read them in Romania’s time',
    '(Europe/Bucharest). Every error has one shape, `Error`, translated by Accept-Language (ro-RO by default, en).',
    'Authenticated calls send `Authorization: Bearer <token>` (token from /login or a registration).',
  ].join('\n'),
};
const tags = ['platform', 'accounts', 'profiles', 'nomenclatures', 'workflow', 'candidate', 'company', 'care', 'privacy'].map((name) => ({ name }));

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A database that is never asked anything: building the app only compiles queries, if that. */
export const offlineDb = (): Db =>
  new Kysely({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  }) as unknown as Db;

/** The contract as the routes declare it, before ordering. */
async function collect(): Promise<JsonObject> {
  const transform = createJsonSchemaTransform({});
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', WEB_DIST_DIR: '/nonexistent' }),
    db: offlineDb(),
    databaseKind: 'pglite',
    beforeRoutes: async (instance) => {
      await instance.register(swagger, {
        openapi: {
          openapi: '3.1.0',
          info,
          servers: [{ url: API }],
          tags,
          components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        },
        // The SPA's own pages and redirects are not part of the API.
        transform: (route) => (route.url.startsWith(`${API}/`) ? transform(route) : { schema: { hide: true }, url: route.url }),
        transformObject: createJsonSchemaTransformObject({}),
      });
    },
  });
  try {
    await app.ready();
    return structuredClone(app.swagger()) as unknown as JsonObject;
  } finally {
    await app.close();
  }
}

/** get /care/follow-ups/{id}/resolve → postCareFollowUpsIdResolve (a route may name its own in `operationId`). */
const operationIdOf = (method: string, path: string): string =>
  method +
  path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

function sortKeys<T extends Json>(object: Record<string, T>, order: (a: string, b: string) => number = (a, b) => a.localeCompare(b, 'en')) {
  return Object.fromEntries(Object.entries(object).sort(([a], [b]) => order(a, b)));
}

function refsIn(node: Json, found: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => refsIn(item, found));
  else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMAS)) found.add(value.slice(SCHEMAS.length));
      else refsIn(value, found);
    }
  }
  return found;
}

function renameRefs(node: Json, names: Map<string, string>): Json {
  if (Array.isArray(node)) return node.map((item) => renameRefs(item, names));
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMAS)) {
        const name = value.slice(SCHEMAS.length);
        return [key, `${SCHEMAS}${names.get(name) ?? name}`];
      }
      return [key, renameRefs(value, names)];
    }),
  );
}

/**
 * The type provider writes each named schema twice, `X` as answered and `XInput` as read. Only the ones the paths
 * use (directly or through another schema) are kept, and a schema only ever read keeps its plain name.
 */
function usedComponents(paths: JsonObject, schemas: JsonObject): { paths: JsonObject; schemas: JsonObject } {
  const used = new Set<string>();
  const pending = [...refsIn(paths, new Set())];
  while (pending.length) {
    const name = pending.pop()!;
    if (used.has(name)) continue;
    used.add(name);
    pending.push(...refsIn(schemas[name] ?? null, new Set()));
  }
  const names = new Map<string, string>();
  for (const name of used) {
    const plain = name.replace(/Input$/, '');
    if (plain !== name && !used.has(plain)) names.set(name, plain);
  }
  const kept = Object.fromEntries([...used].map((name) => [names.get(name) ?? name, renameRefs(schemas[name] ?? null, names)]));
  return { paths: renameRefs(paths, names) as JsonObject, schemas: sortKeys(kept) };
}

/** Names every operation (paths are relative to the server's /api already) and checks it says who may call it. */
function apiPaths(raw: JsonObject): JsonObject {
  const paths: JsonObject = {};
  const undeclared: string[] = [];
  for (const [path, item] of Object.entries(raw)) {
    if (!isObject(item)) continue;
    const operations: JsonObject = {};
    for (const [method, value] of Object.entries(item)) {
      const op = value as Operation;
      if (!op.tags || !op.security) undeclared.push(`${method.toUpperCase()} ${API}${path}`);
      op.operationId ??= operationIdOf(method, path);
      // Every 429 says when to come back (the rate limit sets Retry-After).
      const tooMany = op.responses?.['429'];
      if (isObject(tooMany)) tooMany.headers = { 'Retry-After': { schema: { type: 'integer' } } };
      if (isObject(op.responses)) op.responses = sortKeys(op.responses);
      operations[method] = op;
    }
    paths[path] = sortKeys(operations, (a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
  }
  if (undeclared.length) throw new Error(`routes without tags or security in their schema (operation(…)):\n${undeclared.join('\n')}`);
  return sortKeys(paths);
}

/** openapi/openapi.yaml as the routes declare it (the text `npm run gen:api` writes). */
export async function openapiDocument(): Promise<string> {
  const raw = await collect();
  const components = isObject(raw.components) ? raw.components : {};
  const { paths, schemas } = usedComponents(apiPaths(isObject(raw.paths) ? raw.paths : {}), isObject(components.schemas) ? components.schemas : {});
  const document = {
    openapi: raw.openapi,
    info: raw.info,
    servers: raw.servers,
    tags: raw.tags,
    paths,
    components: { securitySchemes: components.securitySchemes ?? {}, schemas },
  };
  return `# Generated from the routes' zod schemas by \`npm run gen:api\` (scripts/gen-openapi.ts): do not edit.\n${stringify(document, { lineWidth: 0, aliasDuplicateObjects: false })}`;
}
