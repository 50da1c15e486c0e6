import { expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../src/server/routes/json-body.ts';
import { bearer, createCare, registerCandidate, registerCompany } from '../support/accounts.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { loadOperations, type Operation } from '../support/fuzz/operations.ts';

// Bodies nested thousands of levels deep (about 10 KB each) used to overflow the stack of the NUL check, a 500 after
// half a second of a blocked event loop. The JSON parser now refuses them before anything walks them. Whether the
// server stalls meanwhile is a figure of `npm run bench:api` (its deep-body scenario beside plain requests), not a
// timed bound here, which a busy machine breaks.
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const TOO_DEEP = 'The request is nested too deeply: at most 32 levels of lists and objects are accepted';

/** The operation's path with a plausible value in each parameter (the parser answers before they are read). */
const urlOf = (op: Operation) =>
  `/api${op.path.replace(/\{([^}]+)\}/g, (_, name: string) => (op.parameters.find((p) => p.name === name)?.schema.type === 'integer' ? '1' : 'x'))}`;

describeEachDatabase('deeply nested JSON bodies', (ctx) => {
  const jsonOperations = loadOperations().operations.filter((op) => op.body?.contentType === 'application/json');

  it('are a translated 400 on every JSON-body route, anonymous and signed in', async () => {
    expect(jsonOperations.length).toBeGreaterThanOrEqual(25);
    const callers = [undefined, (await registerCandidate(ctx)).token, (await registerCompany(ctx)).token, (await createCare(ctx)).token];
    const wrong: string[] = [];
    for (const op of jsonOperations) {
      for (const token of callers) {
        for (const payload of [deepArray(5000), deepObject(2000)]) {
          const res = await ctx.app.inject({
            method: op.method as 'POST',
            url: urlOf(op),
            headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(token ? bearer(token) : {}) },
            payload,
          });
          if (res.statusCode !== 400 || res.body !== JSON.stringify({ message: TOO_DEEP }))
            wrong.push(`${op.key} ${token ? 'signed in' : 'anonymous'} → ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
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
