/**
 * Who reaches a process through the workflow API: per-object authorization (the CV included) and the offers
 * list with its filters.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { canReadCv } from '../../src/server/routes/cv/cv-access.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { NOW, workflowSteps } from './workflow-fixtures.ts';
import { asParty, createParties, type Party } from '../support/accounts.ts';
import { insertPost, offer, referenceSlugs } from '../support/processes.ts';
import { LICENCE_CHECKED } from '../support/licences.ts';

describeEachDatabase(
  'workflow API authorization',
  (ctx) => {
    let p: Awaited<ReturnType<typeof createParties>>;
    let stranger: Awaited<ReturnType<typeof createParties>>;

    beforeAll(async () => {
      p = await createParties(ctx);
      stranger = await createParties(ctx);
    });

    const { post, newProcess } = workflowSteps(ctx, () => p);

    describe('per-object authorization', () => {
      it('hides a process from other candidates and companies (404), and shows it to care', async () => {
        const id = await newProcess();
        for (const who of [stranger.candidate, stranger.company]) {
          expect((await ctx.app.inject({ method: 'GET', url: `/api/processes/${id}`, headers: asParty(who) })).statusCode).toBe(404);
          const type = who.role === 'candidate' ? 'candidate.acceptOffer' : 'company.acceptCandidate';
          expect((await post(id, who, { type, payload: {}, expectedVersion: 1 })).statusCode).toBe(404);
        }
        expect((await ctx.app.inject({ method: 'GET', url: `/api/processes/${id}`, headers: asParty(stranger.care) })).statusCode).toBe(200);
        expect((await ctx.app.inject({ method: 'GET', url: `/api/processes/${id}` })).statusCode).toBe(401);
      });

      it('lets only the owner of the need (or care) open a process, once per candidate and need', async () => {
        const needId = await insertPost(ctx, p.company);
        const create = (who: Party) =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/processes',
            headers: asParty(who),
            payload: { need_id: needId, candidate_id: p.candidate.id },
          });
        expect((await create(stranger.company)).statusCode).toBe(404);
        expect((await create(p.candidate)).statusCode).toBe(403);
        expect((await create(p.care)).statusCode).toBe(201);
        expect((await create(p.company)).statusCode).toBe(409);
      });

      it('lets a company read the CV only once the candidate accepted its offer and care validated her', async () => {
        ctx.clock.set(NOW);
        const parties = await createParties(ctx);
        const company = {
          userId: parties.company.id,
          role: 'company' as const,
          sessionId: 0,
          member: { companyId: parties.company.id, memberRole: 'owner' as const },
        };
        expect(await canReadCv(ctx.db, company, parties.candidate.id)).toBe(false);
        const id = await offer(ctx, parties.company, await insertPost(ctx, parties.company), parties.candidate.id);
        expect(await canReadCv(ctx.db, company, parties.candidate.id)).toBe(false);
        expect(
          (
            await post(id, parties.candidate, {
              type: 'candidate.acceptOffer',
              payload: { callSlot: '2026-03-03T09:00:00.000Z' },
              expectedVersion: 1,
            })
          ).statusCode,
        ).toBe(200);
        expect(await canReadCv(ctx.db, company, parties.candidate.id)).toBe(false);
        expect((await post(id, parties.care, { type: 'care.validate', payload: LICENCE_CHECKED, expectedVersion: 2 })).statusCode).toBe(200);
        expect(await canReadCv(ctx.db, company, parties.candidate.id)).toBe(true);
        expect(
          await canReadCv(
            ctx.db,
            { ...company, userId: stranger.company.id, member: { companyId: stranger.company.id, memberRole: 'owner' as const } },
            parties.candidate.id,
          ),
        ).toBe(false);
      });

      it('answers GET /offers?process= with an empty list when the process is not the caller’s', async () => {
        const id = await newProcess();
        const mine = await ctx.app.inject({ method: 'GET', url: `/api/offers?process=${id}`, headers: asParty(p.candidate) });
        expect(mine.json().data.map((o: { process_id: number }) => o.process_id)).toEqual([id]);
        const theirs = await ctx.app.inject({ method: 'GET', url: `/api/offers?process=${id}`, headers: asParty(stranger.candidate) });
        expect(theirs.statusCode).toBe(200);
        expect(theirs.json().data).toEqual([]);
      });
    });

    describe('GET /offers', () => {
      it('filters by post status, city, job title, specialty and salary, and pages', async () => {
        const parties = await createParties(ctx);
        const refs = await referenceSlugs(ctx);
        ctx.clock.set(NOW);
        const make = async (need: Parameters<typeof insertPost>[2]) =>
          offer(ctx, parties.company, await insertPost(ctx, parties.company, need), parties.candidate.id);
        const cheapHere = await make({ city: refs.cities[0]!, salary_min: 4000, salary_max: 5000 });
        const richThere = await make({ city: refs.cities[1]!, salary_min: 12000, salary_max: 15000, specialty: null });
        const archived = await make({ city: refs.cities[0]!, salary_min: 8000, salary_max: 9000 });
        expect(
          (await post(archived, parties.candidate, { type: 'candidate.rejectOffer', payload: { reason: 'already-employed' }, expectedVersion: 1 }))
            .statusCode,
        ).toBe(200);

        const list = async (query: string) => {
          const res = await ctx.app.inject({ method: 'GET', url: `/api/offers?${query}`, headers: asParty(parties.candidate) });
          expect(res.statusCode, res.body).toBe(200);
          return res.json() as { data: Array<{ process_id: number; post_status: string; status: string }>; total: number };
        };
        const ids = async (query: string) => (await list(query)).data.map((o) => o.process_id).sort((a, b) => a - b);

        const all = await list('');
        expect(all.total).toBe(3);
        expect(all.data.find((o) => o.process_id === archived)).toMatchObject({ post_status: 'archived', status: 'OfferRejectedByCandidate' });
        expect(await ids('need__archived=0')).toEqual([cheapHere, richThere]);
        expect(await ids('need__archived=1')).toEqual([archived]);
        expect(await ids(`city_in=${refs.cities[1]}`)).toEqual([richThere]);
        expect(await ids(`city_in=${refs.cities[0]},${refs.cities[1]}`)).toEqual([cheapHere, richThere, archived]);
        expect(await ids(`category_in=${refs.jobTitle}`)).toEqual([cheapHere, richThere, archived]);
        expect(await ids('category_in=no-such-title')).toEqual([]);
        expect(await ids(`subcategory_in=${refs.specialty}`)).toEqual([cheapHere, archived]);
        expect(await ids('salary_min=10000')).toEqual([richThere]);
        expect(await ids('salary_max=6000')).toEqual([cheapHere]);
        expect(await ids('salary_min=4500&salary_max=8500')).toEqual([cheapHere, archived]);
        const page = await list('limit=2&offset=2');
        expect([page.total, page.data.length]).toEqual([3, 1]);
        const fallback = await list('limit=abc&offset=-4');
        expect(fallback.data.length).toBe(3);
        expect((await ctx.app.inject({ method: 'GET', url: '/api/offers?salary_min=lots', headers: asParty(parties.candidate) })).statusCode).toBe(
          400,
        );
      });
    });
  },
  { env: { RATE_LIMIT_PER_MINUTE: '0' } },
);
