import type { ActorRole, Role } from '../db/types.ts';
import { isRecord } from '../../../machines/narrow.ts';

/**
 * What a viewer may read of an event's payload. Care's own `note` (the phone screen, a follow-up) stays with care:
 * a side reads of a care event only what is addressed to it: the field for its side (`toCandidate` / `toCompany`),
 * and the reason care gives both sides for an ending (`reason`, `text`: care ending an offer). Used wherever event
 * payloads leave the server (process history, exports).
 */
export function payloadFor(viewer: Role, actor: ActorRole, payload: unknown): unknown {
  if (viewer === 'care' || actor !== 'care') return payload;
  const p: Record<string, unknown> = isRecord(payload) ? payload : {};
  const field = viewer === 'candidate' ? 'toCandidate' : 'toCompany';
  return Object.fromEntries(Object.entries({ reason: p.reason, text: p.text, [field]: p[field] }).filter(([, value]) => value));
}
