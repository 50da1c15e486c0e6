import type { CheckResult, FormCheck } from '../../lib/forms/use-zod-form';
import type { ValidationKey } from '../../lib/validation/messages';

// The sign-in form's check without zod: login's first paint then waits for no 24 KB schema chunk. It answers what
// lib/validation/rules.ts answers for `emailField` and `signInPassword` (sign-in-check.test.ts holds the two side by
// side); the server validates the credentials anyway.

/** zod's own email pattern (zod/v4/core regexes.email, which `z.email()` applies), its `\-` written `-`. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export interface SignIn extends Record<string, unknown> {
  email: string;
  password: string;
}

function emailIssue(email: string): ValidationKey | undefined {
  if (email.length === 0) return 'required';
  return EMAIL.test(email) ? undefined : 'email';
}

function passwordIssue(password: string): ValidationKey | undefined {
  // zod counts a string's length in code points (an emoji is one character), as iterating a string does.
  const length = [...password].length;
  if (length < 1) return 'required';
  return length < 3 ? 'signInPasswordMin' : undefined;
}

export const signInCheck: FormCheck<SignIn, SignIn> = {
  safeParse(value): CheckResult<SignIn> {
    // As `requiredText`: the email is trimmed before it is checked, and sent trimmed.
    const email = value.email.trim();
    const issues = [
      { path: ['email'], message: emailIssue(email) },
      { path: ['password'], message: passwordIssue(value.password) },
    ].filter((issue): issue is { path: string[]; message: ValidationKey } => issue.message !== undefined);
    return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: { email, password: value.password } };
  },
};
