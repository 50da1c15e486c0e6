import { createServer } from 'node:http';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../support/databases.ts';

// A real HTTP listener stands in for the analytics service; it must receive each page view as JSON.
const received: Array<Record<string, unknown>> = [];
const analytics = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    received.push(JSON.parse(body) as Record<string, unknown>);
    res.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => analytics.listen(0, '127.0.0.1', resolve));
const port = (analytics.address() as { port: number }).port;
afterAll(() => new Promise<void>((resolve) => analytics.close(() => resolve())));

describeEachDatabase(
  'page views forwarded to ANALYTICS_URL',
  (ctx) => {
    it('stores the view and forwards it', async () => {
      const path = `/app/login?utm_source=test-${ctx.kind}`;
      const res = await ctx.app.inject({ method: 'POST', url: '/api/page-views', payload: { path, utm_source: `test-${ctx.kind}` } });
      expect(res.statusCode).toBe(204);
      await expect
        .poll(() => received.find((r) => r.path === path), { timeout: 5000 })
        .toMatchObject({ path, utm_source: `test-${ctx.kind}`, locale: 'ro-RO' });
      await expect
        .poll(
          async () => (await ctx.db.selectFrom('page_views').select('forwarded_at').where('path', '=', path).executeTakeFirstOrThrow()).forwarded_at,
          { timeout: 5000 },
        )
        .not.toBeNull();
    });
  },
  { env: { ANALYTICS_URL: `http://127.0.0.1:${port}/collect` } },
);
