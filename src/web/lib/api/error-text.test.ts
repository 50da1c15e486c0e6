import { describe, expect, it } from 'vitest';
import { BAD_REQUEST, UNKNOWN_ERROR, mainErrorText } from './error-text';

const answer = (body: unknown, status = 400) => ({ kind: 'response' as const, status, body });

describe('mainErrorText (spec §8)', () => {
  it('takes the first message of the errors object', () => {
    expect(mainErrorText(answer({ message: 'Bad input', errors: { email: ['Email taken', 'x'], phone: ['Too short'] } }))).toBe('Email taken');
  });
  it('accepts a plain string per field', () => {
    expect(mainErrorText(answer({ errors: { email: 'Email taken' } }))).toBe('Email taken');
  });
  it('skips empty fields in the errors object', () => {
    expect(mainErrorText(answer({ errors: { email: [], phone: ['Too short'] } }))).toBe('Too short');
  });
  it('falls back to the error object', () => {
    expect(mainErrorText(answer({ error: { token: ['Expired link'] }, message: 'm' }))).toBe('Expired link');
  });
  it('then to message', () => {
    expect(mainErrorText(answer({ errors: {}, error: 'Forbidden', message: 'Not allowed' }))).toBe('Not allowed');
  });
  it('then to the unknown error', () => {
    expect(mainErrorText(answer({}))).toBe(UNKNOWN_ERROR);
    expect(mainErrorText(answer('<html>oops</html>', 502))).toBe(UNKNOWN_ERROR);
    expect(mainErrorText(answer(null, 500))).toBe(UNKNOWN_ERROR);
  });
  it('says Bad Request when no answer came', () => {
    expect(mainErrorText({ kind: 'no-response' })).toBe(BAD_REQUEST);
  });
  it('says Error: message when the request never left', () => {
    expect(mainErrorText({ kind: 'setup', message: 'Invalid URL' })).toBe('Error: Invalid URL');
  });
});
