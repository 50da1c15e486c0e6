import type { Role } from '../db/types.ts';

type CarePayload = { note?: string; toCandidate?: string; toCompany?: string };

/**
 * What a viewer may read of an event's payload. Care's own `note` (the phone screen, a follow-up) stays with care:
 * a side reads of a care event only the field addressed to it (`toCandidate` / `toCompany`). Used wherever event
 * payloads leave the server (process history, exports).
 */
export function payloadFor(viewer: Role, actor: Role, payload: unknown): unknown {
  if (viewer === 'care' || actor !== 'care') return payload;
  const p = (payload ?? {}) as CarePayload;
  const field = viewer === 'candidate' ? 'toCandidate' : 'toCompany';
  return p[field] ? { [field]: p[field] } : {};
}
