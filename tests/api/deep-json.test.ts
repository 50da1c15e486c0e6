import { monitorEventLoopDelay } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../src/server/routes/json-body.ts';
import { bearer, createCare, registerCandidate, registerCompany } from '../support/accounts.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { loadOperations, type Operation } from '../support/fuzz/operations.ts';

// Bodies nested thousands of levels deep (about 10 KB each) used to overflow the stack of the NUL check, a 500 after
// half a second of a blocked event loop. The JSON parser now refuses them before anything walks them.
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const TOO_DEEP = 'The request is nested too deeply: at most 32 levels of lists and objects are accepted';

/** The operation's path with a plausible value in each parameter (the parser answers before they are read). */
const urlOf = (op: Operation) =>
  `/api${op.path.replace(/\{([^}]+)\}/g, (_, name: string) => (op.parameters.find((p) => p.name === name)?.schema.type === 'integer' ? '1' : 'x'))}`;

describeEachDatabase('deeply nested JSON bodies', (ctx) => {
  const jsonOperations = loadOperations().operations.filter((op) => op.body?.contentType === 'application/json');

  it('are a translated 400 on every JSON-body route, anonymous and signed in, without stalling the event loop', async () => {
    expect(jsonOperations.length).toBeGreaterThanOrEqual(25);
    const callers = [undefined, (await registerCandidate(ctx)).token, (await registerCompany(ctx)).token, (await createCare(ctx)).token];
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const wrong: string[] = [];
    let requests = 0;
    for (const op of jsonOperations) {
      for (const token of callers) {
        for (const payload of [deepArray(5000), deepObject(2000)]) {
          const res = await ctx.app.inject({
            method: op.method as 'POST',
            url: urlOf(op),
            headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(token ? bearer(token) : {}) },
            payload,
          });
          requests++;
          if (res.statusCode !== 400 || res.body !== JSON.stringify({ message: TOO_DEEP }))
            wrong.push(`${op.key} ${token ? 'signed in' : 'anonymous'} → ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
      }
    }
    const perRequest = (performance.now() - started) / requests;
    delay.disable();
    expect(wrong).toEqual([]);
    // Before, 54 of these 200 requests were a 500, a request took 33-54 ms on average and the loop stalled up to 0.2-0.4 s
    // (the outside run: 0.5 s); refused by a linear scan, the longest stall is 14-26 ms, the embedded database's own
    // work included. The bound leaves room for a garbage collection on a busy machine.
    expect(delay.max / 1e6, `longest event loop delay over ${requests} requests`).toBeLessThan(150);
    expect(perRequest, 'mean ms per request').toBeLessThan(25);
  }, 120_000);

  it('says so in Romanian too, and still reads a body as deep as the bound', async () => {
    const ro = await ctx.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: deepArray(100) });
    expect(ro.statusCode).toBe(400);
    expect(ro.json().message).toBe('Cererea are prea multe niveluri imbricate: numărul maxim de niveluri de liste și obiecte este 32');
    // At the bound the body is parsed and validated like any other: the schema names what is wrong with it.
    const atBound = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: `{"email":${deepArray(MAX_JSON_DEPTH - 1)},"password":"x"}`,
    });
    expect(atBound.statusCode).toBe(400);
    expect(atBound.json().message).toBe('Please correct the highlighted fields');
    expect(Object.keys(atBound.json().errors)).toEqual(['email']);
    const past = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: `{"email":${deepArray(MAX_JSON_DEPTH)},"password":"x"}`,
    });
    expect(past.json()).toEqual({ message: TOO_DEEP });
    // Brackets inside strings are text, not nesting.
    const quoted = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ email: `${'['.repeat(500)}"\\{`, password: 'x' }),
    });
    expect(quoted.json()).toMatchObject({ errors: { email: ['Please enter a valid email address'] } });
  });
});
