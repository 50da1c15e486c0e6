import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { confirmPassword, emailField, newPassword, passwordsMatch, signInPassword } from './rules';
import { phoneField } from './phone-field';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('validation rules (spec §5)', () => {
  it('requires a valid email', () => {
    expect(firstMessage(emailField, '')).toBe('required');
    expect(firstMessage(emailField, '   ')).toBe('required');
    expect(firstMessage(emailField, 'ana@')).toBe('email');
    expect(firstMessage(emailField, ' ana@clinica.ro ')).toBeUndefined();
  });
  it('sign-in password: required, at least 3', () => {
    expect(firstMessage(signInPassword, '')).toBe('required');
    expect(firstMessage(signInPassword, 'ab')).toBe('signInPasswordMin');
    expect(firstMessage(signInPassword, 'abc')).toBeUndefined();
  });
  it('new password: at least 8', () => {
    expect(firstMessage(newPassword, '1234567')).toBe('passwordMin');
    expect(firstMessage(newPassword, '12345678')).toBeUndefined();
  });
  it('phone: at least 10 characters and a valid number', () => {
    expect(firstMessage(phoneField, '')).toBe('required');
    expect(firstMessage(phoneField, '07221234')).toBe('phoneMin');
    expect(firstMessage(phoneField, 'call me now')).toBe('phoneInvalid');
    expect(firstMessage(phoneField, '07-2-2-1-2-3')).toBe('phoneInvalid');
    expect(firstMessage(phoneField, '0722 123 456')).toBeUndefined();
    expect(firstMessage(phoneField, '+40 722 123 456')).toBeUndefined();
  });
  it('confirmed password: mismatch reported on the confirmation', () => {
    const schema = z.object({ password: newPassword, confirm_password: confirmPassword }).refine(...passwordsMatch);
    const result = schema.safeParse({ password: '12345678', confirm_password: '12345679' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: 'passwordsMismatch', path: ['confirm_password'] });
    expect(schema.safeParse({ password: '12345678', confirm_password: '12345678' }).success).toBe(true);
  });
  it('confirmed password: the mismatch shows together with another field refused', () => {
    const schema = z.object({ phone: phoneField, password: newPassword, confirm_password: confirmPassword }).refine(...passwordsMatch);
    const messages = schema.safeParse({ phone: '0722', password: 'short', confirm_password: 'different' }).error?.issues.map((i) => i.message);
    expect(messages).toContain('phoneMin');
    expect(messages).toContain('passwordsMismatch');
  });
});
