import { beforeAll, expect, it } from 'vitest';
import { bearer, createCare, insertCandidate, insertCompany, login, PASSWORD } from '../../../tests/support/accounts.ts';
import { insertNeed } from '../../../tests/support/processes.ts';
import { describeEachDatabase } from '../../../tests/support/databases.ts';
import { hashPassword } from '../auth/passwords.ts';
import { HOUR } from '../clock.ts';
import { LICENCE_CHECKED, giveLicenceFor } from '../../../tests/support/licences.ts';

describeEachDatabase(
  'care console API',
  (ctx) => {
    let care: string;
    let company: string;
    let companyId: number;
    let candidateId: number;
    let needId: number;
    let processId: number;

    beforeAll(async () => {
      ctx.clock.set('2026-03-09T08:00:00Z');
      care = (await createCare(ctx)).token;
      const now = ctx.clock.now();
      companyId = await insertCompany(ctx.db, now, { name: 'Clinica Arcadia' });
      const email = `firma.${Date.now()}@example.ro`;
      await ctx.db
        .updateTable('users')
        .set({ email, password_hash: await hashPassword(PASSWORD) })
        .where('id', '=', companyId)
        .execute();
      company = await login(ctx, email);
      needId = await insertNeed(ctx.db, now, companyId);
      candidateId = (await insertCandidate(ctx.db, now, { full_name: 'Maria Ionescu' })).id;
    });

    it('lets care recommend a candidate by hand, once', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/care/recommendations',
        headers: bearer(care),
        payload: { need_id: needId, candidate_id: candidateId },
      });
      expect(res.statusCode, res.body).toBe(201);
      processId = res.json().process_id;
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/care/recommendations',
        headers: bearer(care),
        payload: { need_id: needId, candidate_id: candidateId },
      });
      expect(again.statusCode).toBe(409);
      const rec = await ctx.db.selectFrom('match_recommendations').selectAll().where('process_id', '=', processId).executeTakeFirstOrThrow();
      expect(rec.source).toBe('care');
    });

    it('refuses every care route to companies and to anonymous callers', async () => {
      for (const url of ['/api/care/queue', '/api/care/archived', '/api/care/companies', '/api/care/funnel', '/api/care/friend-recommendations']) {
        expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(company) })).statusCode, url).toBe(403);
        expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      }
    });

    it('queues the interested candidate with the call slot; care validates through the engine and the company sees it', async () => {
      const candidateAuth = { userId: candidateId, role: 'candidate' as const, sessionId: 0 };
      const { applyEvent } = await import('../workflow/engine.ts');
      await applyEvent(ctx.app.deps, {
        processId,
        auth: candidateAuth,
        locale: 'ro-RO',
        body: { type: 'candidate.acceptOffer', payload: { callSlot: '2026-03-10T09:00:00.000Z' }, expectedVersion: 1 },
      });
      const queue = await ctx.app.inject({ method: 'GET', url: '/api/care/queue', headers: bearer(care) });
      expect(queue.statusCode).toBe(200);
      const item = queue.json().screening.find((p: { id: number }) => p.id === processId);
      expect(item).toMatchObject({
        call_slot: '2026-03-10T09:00:00.000Z',
        candidate: { name: 'Maria Ionescu' },
        company: { name: 'Clinica Arcadia' },
        version: 2,
      });

      await giveLicenceFor(ctx.db, processId);
      const validate = await ctx.app.inject({
        method: 'POST',
        url: `/api/processes/${processId}/events`,
        headers: bearer(care),
        payload: { type: 'care.validate', payload: LICENCE_CHECKED, expectedVersion: item.version },
      });
      expect(validate.statusCode, validate.body).toBe(200);
      const seen = await ctx.app.inject({ method: 'GET', url: `/api/processes/${processId}`, headers: bearer(company) });
      expect(seen.json()).toMatchObject({ company_status: 'validated', candidate: { name: 'Maria Ionescu' } });
      const after = await ctx.app.inject({ method: 'GET', url: '/api/care/queue', headers: bearer(care) });
      expect(after.json().screening.map((p: { id: number }) => p.id)).not.toContain(processId);
    });

    it('sets company credits with validation', async () => {
      const bad = await ctx.app.inject({ method: 'PATCH', url: `/api/care/companies/${companyId}`, headers: bearer(care), payload: { credits: -1 } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.credits).toHaveLength(1);
      const ok = await ctx.app.inject({ method: 'PATCH', url: `/api/care/companies/${companyId}`, headers: bearer(care), payload: { credits: 12 } });
      expect(ok.json()).toMatchObject({ id: companyId, credits: 12 });
      const list = await ctx.app.inject({ method: 'GET', url: '/api/care/companies?q=arcadia', headers: bearer(care) });
      expect(list.json().data).toEqual([expect.objectContaining({ id: companyId, credits: 12, open_needs: 1 })]);
    });

    it('lists open needs by company, title or city, with names instead of slugs', async () => {
      const all = await ctx.app.inject({ method: 'GET', url: '/api/care/needs', headers: bearer(care) });
      expect(all.statusCode).toBe(200);
      const need = all.json().data.find((n: { id: number }) => n.id === needId);
      expect(need).toMatchObject({ company: 'Clinica Arcadia', city: 'Cluj-Napoca' });
      const byCompany = await ctx.app.inject({ method: 'GET', url: '/api/care/needs?q=arcadia', headers: bearer(care) });
      expect(byCompany.json().data.map((n: { id: number }) => n.id)).toContain(needId);
      const none = await ctx.app.inject({ method: 'GET', url: '/api/care/needs?q=nowhere-at-all', headers: bearer(care) });
      expect(none.json().data).toEqual([]);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/care/needs', headers: bearer(company) })).statusCode).toBe(403);
    });

    it('finds needs and people whether or not the search types the diacritics', async () => {
      const now = ctx.clock.now();
      const otherCompany = await insertCompany(ctx.db, now, { name: 'Clinica Sănătatea Ștefănești' });
      const inIasi = await insertNeed(ctx.db, now, otherCompany, { city: 'iasi', title: 'Asistentă în secția de urgență' });
      const ids = async (q: string) =>
        (await ctx.app.inject({ method: 'GET', url: `/api/care/needs?q=${encodeURIComponent(q)}`, headers: bearer(care) }))
          .json()
          .data.map((n: { id: number }) => n.id);
      for (const q of ['iasi', 'IASI', 'Iași', 'sanatatea', 'STEFANESTI', 'sectia de urgenta']) expect(await ids(q), q).toContain(inIasi);
      const people = await ctx.app.inject({ method: 'GET', url: '/api/care/search?q=stefanesti', headers: bearer(care) });
      expect(people.json().companies.map((c: { id: number }) => c.id)).toContain(otherCompany);
    });

    it('finds people and companies, with their processes', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/care/search?q=ionescu', headers: bearer(care) });
      const body = res.json();
      expect(body.candidates.map((c: { id: number }) => c.id)).toContain(candidateId);
      expect(body.companies.map((c: { id: number }) => c.id)).toContain(companyId); // contact person Mihai Ionescu
      expect(body.processes.map((p: { id: number }) => p.id)).toContain(processId);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/care/search?q=i', headers: bearer(care) })).statusCode).toBe(400);
    });

    it('reports the funnel with time in each state', async () => {
      ctx.clock.advance(HOUR);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/care/funnel?days=7', headers: bearer(care) });
      const body = res.json();
      const count = (id: string) => body.stages.find((s: { id: string }) => s.id === id).count;
      expect([count('offers'), count('interested'), count('validated'), count('accepted')]).toEqual([1, 1, 1, 0]);
      expect(body.time_in_state.map((t: { state: string }) => t.state)).toEqual(expect.arrayContaining(['offered', 'screening']));
    });

    it('finds archived processes by the candidate name (any case and diacritics), the email or the company, and nothing else', async () => {
      await ctx.db.updateTable('processes').set({ archived: true }).where('id', '=', processId).execute();
      const { email } = await ctx.db.selectFrom('users').select('email').where('id', '=', candidateId).executeTakeFirstOrThrow();
      const found = async (q: string) => {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/care/archived?q=${encodeURIComponent(q)}`, headers: bearer(care) });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data.map((p: { id: number }) => p.id) as number[];
      };
      for (const q of ['IONESCU', 'Măria', email.slice(0, 8), 'arcadia']) expect(await found(q), q).toContain(processId);
      expect(await found('nobody-by-this-name')).toEqual([]);
    });
  },
  { env: { RATE_LIMIT_PER_MINUTE: '0' } },
);
