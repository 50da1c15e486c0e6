import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type App, buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openTestDatabase } from '../support/databases.ts';

// The app's serializer: a route's declared response schema decides what leaves the server. A handler that
// returns more (a joined row, a field added later) sends only the declared fields.
const person = z.object({ id: z.number().int(), name: z.string() });

const leakyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/leak-probe', { schema: { response: { 200: person } } }, async () => {
    const row = { id: 7, name: 'Ana Pop', email: 'ana@example.ro', password_hash: '$argon2id$secret' };
    return row;
  });
  app.get('/api/leak-probe/list', { schema: { response: { 200: z.object({ data: z.array(person) }) } } }, async () => ({
    data: [{ id: 1, name: 'A', phone: '+40722123456' }],
    total_secret: 3,
  }));
  app.get('/api/leak-probe/wrong', { schema: { response: { 200: person } } }, async () => ({ id: 'not a number', name: 'A' }) as never);
};

describe('responses are serialised from their declared schema', () => {
  let app: App;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestDatabase('pglite');
    const dataDir = mkdtempSync(join(tmpdir(), 'medilink-serialise-'));
    app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }), db: opened.db });
    await app.register(leakyRoutes);
    await app.ready();
    close = async () => {
      await app.close();
      await opened.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it('drops a field the handler returns but the schema does not declare', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/leak-probe' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 7, name: 'Ana Pop' });
    expect(res.body).not.toContain('ana@example.ro');
    expect(res.body).not.toContain('argon2');
  });

  it('drops undeclared fields in nested objects and array items too', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/leak-probe/list' });
    expect(res.json()).toEqual({ data: [{ id: 1, name: 'A' }] });
  });

  it('an answer that does not fit its schema is the server’s 500 in the one error shape, never sent as is', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/leak-probe/wrong', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(res.body).not.toContain('not a number');
  });
});
