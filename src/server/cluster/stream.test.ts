import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/support/databases.ts';
import { openSse, type SseStream } from '../../../tests/support/sse-client.ts';
import { createSession } from '../auth/sessions.ts';
import { asParty, createParties, type Party } from '../../../tests/support/accounts.ts';
import { insertPost, offer, sendNow } from '../../../tests/support/processes.ts';

describeEachDatabase('event streams', (ctx) => {
  let base = '';
  const streams: SseStream[] = [];
  const open = async (query: string, headers: Record<string, string> = {}) => {
    const stream = await openSse(`${base}/api/stream${query}`, headers);
    streams.push(stream);
    return stream;
  };
  const ticketOf = async (party: Party) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/stream/tickets', headers: asParty(party) });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { ticket: string }).ticket;
  };

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => streams.forEach((s) => s.close()));

  it('opens with a single-use ticket, never with nothing or a used ticket', async () => {
    const { candidate } = await createParties(ctx);
    expect((await fetch(`${base}/api/stream`)).status).toBe(401);
    const ticket = await ticketOf(candidate);
    const stream = await open(`?ticket=${ticket}`);
    await stream.waitFor((e) => e.data.type === 'stream.ready');
    expect((await fetch(`${base}/api/stream?ticket=${ticket}`)).status).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/stream/tickets' })).statusCode).toBe(401);
    stream.close();
  });

  it('tells both sides and care of a process change with ids only, and nobody else', async () => {
    const p = await createParties(ctx);
    const stranger = (await createParties(ctx)).candidate;
    const [candidate, company, care, other] = await Promise.all([
      open(`?ticket=${await ticketOf(p.candidate)}`),
      open('', { authorization: `Bearer ${p.company.token}` }),
      open(`?ticket=${await ticketOf(p.care)}`),
      open(`?ticket=${await ticketOf(stranger)}`),
    ]);
    for (const s of [candidate, company, care, other]) await s.waitFor((e) => e.data.type === 'stream.ready');
    const processId = await offer(ctx, p.company, await insertPost(ctx, p.company), p.candidate.id);
    await sendNow(ctx, p.candidate, processId, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' });
    const accepted = (e: { data: Record<string, unknown> }) => e.data.processId === processId && e.data.event === 'candidate.acceptOffer';
    for (const s of [candidate, company, care]) {
      await s.waitFor((e) => e.data.processId === processId && e.data.event === 'process.create');
      const event = await s.waitFor(accepted);
      expect(event.data).toEqual({ type: 'process.changed', processId, version: 2, event: 'candidate.acceptOffer', by: 'candidate' });
      expect(event.id).toBeGreaterThan(0);
    }
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(other.events.filter((e) => e.data.processId === processId)).toEqual([]);
  });

  it('replays what a stream missed after its Last-Event-ID, in order, then goes on live', async () => {
    const p = await createParties(ctx);
    const first = await open('', { authorization: `Bearer ${p.candidate.token}` });
    const ready = await first.waitFor((e) => e.data.type === 'stream.ready');
    first.close();
    const processId = await offer(ctx, p.company, await insertPost(ctx, p.company), p.candidate.id);
    await sendNow(ctx, p.candidate, processId, 'candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' });
    const again = await open(`?ticket=${await ticketOf(p.candidate)}&lastEventId=${ready.id}`);
    await again.waitFor((e) => e.data.type === 'stream.ready');
    expect(again.events.filter((e) => e.data.type === 'process.changed').map((e) => e.data.event)).toEqual([
      'process.create',
      'candidate.acceptOffer',
    ]);
    const ids = again.events.flatMap((e) => (e.id ? [e.id] : []));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it("lets go of a closed stream, and the same user's other tab still receives", async () => {
    const p = await createParties(ctx);
    const held = ctx.app.push.size;
    const tabs = [await open('', { authorization: `Bearer ${p.candidate.token}` }), await open(`?ticket=${await ticketOf(p.candidate)}`)];
    for (const s of tabs) await s.waitFor((e) => e.data.type === 'stream.ready');
    expect(ctx.app.push.size).toBe(held + 2);
    tabs[0]!.close();
    await vi.waitFor(() => expect(ctx.app.push.size).toBe(held + 1));
    const processId = await offer(ctx, p.company, await insertPost(ctx, p.company), p.candidate.id);
    await tabs[1]!.waitFor((e) => e.data.processId === processId && e.data.event === 'process.create');
    tabs[1]!.close();
    await vi.waitFor(() => expect(ctx.app.push.size).toBe(held));
  });

  it('ends a stream when the session that opened it ends, and only that one', async () => {
    const { candidate } = await createParties(ctx);
    const other = (await createSession(ctx.db, ctx.clock, candidate.id)).token;
    const [mine, theirs] = [await open(`?ticket=${await ticketOf(candidate)}`), await open('', { authorization: `Bearer ${other}` })];
    for (const s of [mine, theirs]) await s.waitFor((e) => e.data.type === 'stream.ready');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: asParty(candidate) })).statusCode).toBeLessThan(300);
    const ended = await mine.waitFor((e) => e.data.type === 'session.ended');
    expect(Object.keys(ended.data).sort()).toEqual(['sessionId', 'type']);
    await mine.ended;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(theirs.events.map((e) => e.data.type)).not.toContain('session.ended');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/stream/tickets', headers: asParty(candidate) })).statusCode).toBe(401);
  });

  it('says ready, then draining while it closes streams with a retry hint', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({ status: 'ready' });
    const p = await createParties(ctx);
    const stream = await open('', { authorization: `Bearer ${p.company.token}` });
    await stream.waitFor((e) => e.data.type === 'stream.ready');
    ctx.app.lifecycle.drain();
    const bye = await stream.waitFor((e) => e.data.type === 'stream.reconnect');
    expect(bye.retry).toBe(500);
    await stream.ended;
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'draining' });
    expect((await fetch(`${base}/api/stream`, { headers: { authorization: `Bearer ${p.company.token}` } })).status).toBe(503);
  });
});
