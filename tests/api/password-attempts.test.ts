import { expect, it } from 'vitest';
import { LOGIN_FAILURE_LIMIT } from '../../src/server/accounts/password-check.ts';
import { type Account, bearer, PASSWORD, registerCandidate, registerCompany, uniqueEmail } from '../support/accounts.ts';
import { describeEachDatabase } from '../support/databases.ts';

// Every form that asks for the password again (erasure, email change, password change) counts its wrong passwords
// toward the sign-in limit: a session someone took cannot guess the password there, and its guesses block the
// sign-in as failed sign-ins do. The routes answer the limit as the sign-in does (429, its message, Retry-After).

const GUESSES = 25;
const WRONG = 'Not-the-password-1';

type Guess = { url: string; payload: (password: string) => Record<string, unknown> };
const FORMS: Record<string, Guess> = {
  erasure: { url: '/api/privacy/erasure', payload: (password) => ({ password }) },
  'email change': { url: '/api/email/change', payload: (current_password) => ({ email: uniqueEmail('guess'), current_password }) },
  'password change': {
    url: '/api/password/change',
    payload: (current_password) => ({ current_password, password: 'Parola-Noua-2025', confirm_password: 'Parola-Noua-2025' }),
  },
};

describeEachDatabase('wrong passwords count toward the sign-in limit wherever they are typed', (ctx) => {
  const tryLogin = (email: string, password: string, ip: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip, headers: { 'accept-language': 'en' } });
  const send = (account: Account, form: Guess, password: string, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: form.url,
      payload: form.payload(password),
      remoteAddress: ip,
      headers: { ...bearer(account.token), 'accept-language': 'en' },
    });

  /** What the sign-in answers, with the right password, to an account after 25 failed sign-ins. */
  async function blockedByFailedLogins(): Promise<{ statusCode: number; message: string; retryAfter: number }> {
    const account = await registerCandidate(ctx);
    for (let i = 0; i < GUESSES; i++) await tryLogin(account.email, WRONG, `10.20.0.${i + 1}`);
    const res = await tryLogin(account.email, PASSWORD, '10.20.1.1');
    return { statusCode: res.statusCode, message: res.json().message, retryAfter: Number(res.headers['retry-after']) };
  }

  for (const [index, [name, form]] of Object.entries(FORMS).entries()) {
    // One address per form: the IP's own counter must not carry over from the form before.
    const ip = `10.21.${index}.1`;
    it(`${name}: ${GUESSES} wrong passwords from one session block the sign-in as ${GUESSES} failed sign-ins do`, async () => {
      const expected = await blockedByFailedLogins();
      expect(expected.statusCode).toBe(429);
      const account = name === 'erasure' ? await registerCompany(ctx) : await registerCandidate(ctx);

      const answers: number[] = [];
      let last = await send(account, form, WRONG, ip);
      answers.push(last.statusCode);
      for (let i = 1; i < GUESSES; i++) {
        last = await send(account, form, WRONG, ip);
        answers.push(last.statusCode);
      }
      // The first ten are field errors on the password; from then on, the limit's answer.
      expect(answers.slice(0, LOGIN_FAILURE_LIMIT)).toEqual(Array(LOGIN_FAILURE_LIMIT).fill(400));
      expect(answers.slice(LOGIN_FAILURE_LIMIT)).toEqual(Array(GUESSES - LOGIN_FAILURE_LIMIT).fill(429));
      expect(last.json()).toEqual({ message: expected.message });
      expect(Number(last.headers['retry-after'])).toBe(expected.retryAfter);
      // Even the right password is refused there now (the account was not erased, nothing changed).
      expect((await send(account, form, PASSWORD, ip)).statusCode).toBe(429);

      // Signing in with the right password, from another address, is refused exactly as after failed sign-ins.
      const blocked = await tryLogin(account.email, PASSWORD, `10.21.${index}.9`);
      expect({ statusCode: blocked.statusCode, message: blocked.json().message, retryAfter: Number(blocked.headers['retry-after']) }).toEqual(
        expected,
      );
    });
  }

  it('a right password typed again clears the counter, as a sign-in does', async () => {
    const account = await registerCandidate(ctx);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) await tryLogin(account.email, WRONG, `10.22.0.${i + 1}`);
    const changed = await send(account, FORMS['password change']!, PASSWORD, '10.22.1.1');
    expect(changed.statusCode, changed.body).toBe(204);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) expect((await tryLogin(account.email, WRONG, `10.22.2.${i + 1}`)).statusCode).toBe(401);
    expect((await tryLogin(account.email, 'Parola-Noua-2025', '10.22.3.1')).statusCode).toBe(200);
  });
});
