import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { offlineDb } from '../../../scripts/openapi-document.ts';
import { buildApp } from '../app.ts';
import { OffsetClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { routeTable } from './route-table.ts';

const SERVER_DIR = join(import.meta.dirname, '..');
const TABLE_FILE = 'routes/route-table.ts';
const SHORTHANDS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all']);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });

const startsWithSlash = (node: ts.Node | undefined) =>
  node !== undefined &&
  (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) &&
  node.getText().slice(1).startsWith('/');

/** `x.route(...)`, or `x.get('/path', ...)` and the other shorthands: what adds a route to a Fastify instance. */
function routeRegistrations(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      if (name === 'route' || (SHORTHANDS.has(name) && startsWithSlash(node.arguments[0]))) {
        found.push(`${relative(SERVER_DIR, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.expression.getText()}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the route table', () => {
  it('is the only place in the server that adds a route', () => {
    const elsewhere = sourceFiles(SERVER_DIR)
      .filter((file) => relative(SERVER_DIR, file) !== TABLE_FILE)
      .flatMap(routeRegistrations);
    expect(elsewhere).toEqual([]);
    expect(routeRegistrations(join(SERVER_DIR, TABLE_FILE)).length).toBeGreaterThan(0);
  });

  it('holds every route Fastify has, test routes included with the test clock', async () => {
    const registered: string[] = [];
    const testClock = new OffsetClock();
    // No built SPA, so @fastify/static adds none of its file routes: every route there is comes from the table.
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', WEB_DIST_DIR: '/nonexistent' });
    const app = await buildApp({
      config,
      db: offlineDb(),
      clock: testClock,
      databaseKind: 'pglite',
      beforeRoutes: async (instance) => {
        instance.addHook('onRoute', (route) => {
          // Fastify adds a HEAD beside each GET by itself.
          for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
        });
      },
    });
    try {
      const table = routeTable(app, { site: null, testClock });
      const listed = [...table.api, ...table.apiForms].map((route) => `${String(route.method)} /api${route.url}`);
      listed.push(...table.site.map((route) => `${String(route.method)} ${route.url}`));
      expect(listed.some((route) => route.includes('/api/test/clock'))).toBe(true);
      expect(registered.sort()).toEqual(listed.sort());
    } finally {
      await app.close();
    }
  });
});
