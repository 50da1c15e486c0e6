import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailField, signInPassword } from '../../lib/validation/rules';
import { signInCheck } from './sign-in-check';

// The hand-written check must answer exactly what the shared zod rules answer: same first message per field, same
// parsed values.
const zodSignIn = z.object({ email: emailField, password: signInPassword });

function answer(result: ReturnType<typeof signInCheck.safeParse>) {
  if (result.success) return { data: result.data };
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return { first };
}

const emailLike = fc.oneof(
  fc.emailAddress(),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.tuple(fc.constantFrom('', ' ', '\t'), fc.emailAddress(), fc.constantFrom('', ' ', '\n')).map(([a, b, c]) => a + b + c),
  fc.stringMatching(/^[A-Za-z0-9_'+. -]{0,6}@[A-Za-z0-9.-]{0,8}$/),
);
const password = fc.oneof(fc.string({ maxLength: 5 }), fc.string({ unit: 'binary', maxLength: 5 }), fc.string({ unit: 'grapheme', maxLength: 4 }));

describe('sign-in check', () => {
  it('answers what the zod sign-in rules answer', () => {
    fc.assert(
      fc.property(emailLike, password, (email, pass) => {
        const values = { email, password: pass };
        expect(answer(signInCheck.safeParse(values))).toEqual(answer(zodSignIn.safeParse(values)));
      }),
      { numRuns: 3000 },
    );
  });
  it('names the rule each field breaks', () => {
    expect(answer(signInCheck.safeParse({ email: '  ', password: '' }))).toEqual({ first: { email: 'required', password: 'required' } });
    expect(answer(signInCheck.safeParse({ email: 'ana@', password: 'ab' }))).toEqual({ first: { email: 'email', password: 'signInPasswordMin' } });
    expect(answer(signInCheck.safeParse({ email: 'a@b.ro', password: '😀😀' }))).toEqual({ first: { password: 'signInPasswordMin' } });
    expect(answer(signInCheck.safeParse({ email: ' ana@clinica.ro ', password: 'abc' }))).toEqual({
      data: { email: 'ana@clinica.ro', password: 'abc' },
    });
  });
});
