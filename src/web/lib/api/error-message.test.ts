import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './client';

// A production build compiles the catalogs and strips the source text from message descriptors: an ApiError whose
// text is a catalog message then carries only its id.
const i18n = setupI18n({ locale: 'ro-RO', messages: { 'ro-RO': { u1: 'A apărut o eroare necunoscută' } } });
const failure = { kind: 'response' as const, status: 500, body: {} };

describe('errorMessage', () => {
  it("translates an ApiError's catalog message that has only its id", () => {
    const error = new ApiError(failure, { id: 'u1' });
    expect(error.message).toBe('u1');
    expect(errorMessage(error, i18n)).toBe('A apărut o eroare necunoscută');
  });
  it("keeps the server's own words", () => {
    expect(errorMessage(new ApiError(failure, 'Linkul a expirat'), i18n)).toBe('Linkul a expirat');
  });
  it('keeps the message of any other error', () => {
    expect(errorMessage(new Error('Failed to fetch'), i18n)).toBe('Failed to fetch');
  });
});
