import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isRecord } from '../../../../machines/narrow';

// Spec §8, the one rule for turning a failed call into the text a toast shows.
// A failure is either an answer from the server (with its parsed body), a request that never got an
// answer (network down, CORS, aborted), or an error raised before the request left.
export type ApiFailure = { kind: 'response'; status: number; body: unknown } | { kind: 'no-response' } | { kind: 'setup'; message: string };

export type ErrorText = string | MessageDescriptor;

export const UNKNOWN_ERROR = msg`An unknown error occurred`;
export const BAD_REQUEST = msg`Bad Request`;

/** First message of a field-errors object: `{ email: ['taken'] }` or `{ email: 'taken' }`. */
function firstMessageOf(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  for (const entry of Object.values(value)) {
    const text = Array.isArray(entry) ? entry.find((item) => typeof item === 'string') : entry;
    if (typeof text === 'string' && text) return text;
  }
  return undefined;
}

/** Main API: errors → error → message → 'An unknown error occurred'; no answer: 'Bad Request' or 'Error: …'. */
export function mainErrorText(failure: ApiFailure): ErrorText {
  if (failure.kind === 'no-response') return BAD_REQUEST;
  if (failure.kind === 'setup') return `Error: ${failure.message}`;
  const body = failure.body;
  if (!isRecord(body)) return UNKNOWN_ERROR;
  return (
    firstMessageOf(body.errors) ??
    firstMessageOf(body.error) ??
    (typeof body.message === 'string' && body.message ? body.message : undefined) ??
    UNKNOWN_ERROR
  );
}
