import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errors } from '../i18n/messages.ts';
import { parseInput } from './parse.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body.ts';

const nested = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe('the NUL check', () => {
  it('names every field holding NUL, keys included, in the order of the input', () => {
    const input = { a: 'x\0', b: [{ c: 'ok' }, { d: 'y\0' }], ['k\0']: 1, e: { f: ['\0'] } };
    try {
      parseInput(z.unknown(), input);
      expect.unreachable();
    } catch (error) {
      const { issues: found } = error as z.ZodError;
      expect(found.map((i) => i.path.join('.'))).toEqual(['a', 'b.1.d', 'k\0', 'e.f.0']);
      expect(found.every((i) => i.message === errors.nulCharacter.id)).toBe(true);
    }
  });

  it('walks a value nested far deeper than any call stack, in time linear in its size', () => {
    const started = performance.now();
    expect(() => parseInput(z.unknown(), nested(200_000, 'ok'))).not.toThrow();
    const error = (() => {
      try {
        parseInput(z.unknown(), nested(200_000, 'a\0'));
      } catch (e) {
        return e as z.ZodError;
      }
    })();
    expect(error?.issues[0]?.path).toHaveLength(200_000);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('the JSON depth scan', () => {
  it('counts lists and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":{"c":{}}}}', 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ a: '[[[[[[{{{{', b: '\\"[[[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(nested(MAX_JSON_DEPTH, 1)), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(nested(MAX_JSON_DEPTH + 1, 1)), MAX_JSON_DEPTH)).toBe(true);
  });
});
