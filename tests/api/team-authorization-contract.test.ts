import { describe, expect, it } from 'vitest';
import { type Account, bearer } from '../support/accounts.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { contractOperations, contractRows } from './team-authorization-table.ts';
import { mayNote, mayRead, mayWrite, type Req, ROLES, teamWorld, WHERE } from './team-authorization-world.ts';

// Every operation of the contract, for each of a company's four roles, on the member's own post, another post of the
// company and another company's: no answer that leaks, no refused write that changes anything. The operations are
// read from openapi/openapi.yaml: one the table (team-authorization-table.ts) does not place fails the first case.

describeEachDatabase('team authorization over the contract', (ctx) => {
  const world = teamWorld(ctx);
  const { members, nurses, fingerprint } = world;
  const ROWS = contractRows(world);

  it('places every operation of the contract', () => {
    const placed = new Set(Object.keys(ROWS));
    const operations = contractOperations();
    const missing = operations.filter((op) => !op.startsWith('care ') && !placed.has(op));
    expect(missing, 'operations without a row in this table').toEqual([]);
    // And no row for an operation the contract no longer has.
    expect([...placed].filter((op) => !operations.includes(op))).toEqual([]);
  });

  const send = (who: Account, req: Req) =>
    ctx.app.inject({
      method: req.method as 'GET',
      url: req.url,
      headers: { ...bearer(who.token), ...req.headers },
      ...(req.payload === undefined ? {} : { payload: req.payload as string }),
    });

  describe.each(ROLES)('%s', (role) => {
    it('is refused every operation of customer care', async () => {
      for (const op of contractOperations().filter((o) => o.startsWith('care '))) {
        const [, method, path] = op.split(' ') as [string, string, string];
        const url = `/api${path.replace(/\{[^}]+\}/g, '1')}`;
        const before = await fingerprint();
        const res = await send(members[role], { method, url, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
        expect(res.statusCode, `${op}: ${res.body}`).toBe(403);
        expect(await fingerprint(), op).toBe(before);
      }
    });

    it('reads and writes posts and their processes only where the rule allows', async () => {
      for (const [op, row] of Object.entries(ROWS)) {
        if (row.kind !== 'post') continue;
        for (const where of WHERE) {
          const req = await row.call(where, role);
          const allowed = { read: mayRead, write: mayWrite, note: mayNote }[row.action](role, where);
          const before = await fingerprint();
          const res = await send(members[role], req);
          const label = `${op} on the ${where} post: ${res.body.slice(0, 300)}`;
          if (allowed) {
            if (row.allowed) expect(res.statusCode, label).toBe(row.allowed);
            else expect(res.statusCode, label).toBeLessThan(300);
          } else {
            expect(res.statusCode, label).toBe(row.refused ?? (mayRead(role, where) ? 403 : 404));
            expect(await fingerprint(), label).toBe(before);
          }
          if (!allowed || row.allowed) expect(await fingerprint(), label).toBe(before);
        }
      }
    });

    it("reads the company's lists without what it may not read, and writes the company only as owner or recruiter", async () => {
      // The posts' titles name where they are: a list shows the titles of the posts it may read, no other.
      const hidden = WHERE.filter((w) => !mayRead(role, w)).map((w) => `Post ${w}"`);
      for (const [op, row] of Object.entries(ROWS)) {
        if (row.kind !== 'company') continue;
        const req = await row.call();
        const before = await fingerprint();
        const res = await send(members[role], req);
        const writer = role === 'owner' || role === 'recruiter';
        if (row.action === 'read') {
          expect(res.statusCode, `${op}: ${res.body.slice(0, 300)}`).toBe(200);
          for (const title of hidden) expect(res.body.includes(title), `${op} shows ${title}`).toBe(false);
          for (const nurse of WHERE.filter((w) => !mayRead(role, w)))
            expect(res.body.includes(`"candidate_id":${nurses[nurse].id},`), `${op}: ${nurse}`).toBe(false);
        } else if (writer) {
          expect(res.statusCode, `${op}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
        } else {
          expect(res.statusCode, `${op}: ${res.body.slice(0, 300)}`).toBe(403);
          expect(await fingerprint(), op).toBe(before);
        }
      }
    });

    it('manages the team only as owner, and only its own company', async () => {
      for (const [op, row] of Object.entries(ROWS)) {
        if (row.kind !== 'team') continue;
        // An operation on the team as a whole (its invitations) has no object of another company to try.
        for (const where of row.objectless ? (['own'] as const) : (['own', 'foreign'] as const)) {
          const req = await row.call(where);
          const before = await fingerprint();
          const res = await send(members[role], req);
          const label = `${op} (${where}): ${res.body.slice(0, 300)}`;
          if (role === 'owner' && where === 'own') {
            expect(res.statusCode, label).toBeLessThan(300);
            continue;
          }
          expect(res.statusCode, label).toBe(role === 'owner' ? 404 : 403);
          expect(await fingerprint(), label).toBe(before);
        }
      }
    });

    it("uses its own account, and none of a candidate's", async () => {
      for (const [op, row] of Object.entries(ROWS)) {
        if (row.kind === 'account') {
          const res = await send(members[role], row.call());
          expect(res.statusCode, `${op}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
        } else if (row.kind === 'not-company') {
          const before = await fingerprint();
          const res = await send(members[role], row.call());
          expect([403, 404], `${op}: ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(res.statusCode);
          expect(await fingerprint(), op).toBe(before);
        }
      }
    });
  });
});
