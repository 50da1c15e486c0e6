import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '../../../../../machines/index';
import { sendProcessEvent } from '../api/send-event';
import type { CareProcess } from './api/get-care-queue';

/** Why care ends an offer: the reason (and its text) both sides read. */
export type OfferEnding = Omit<PayloadOf<'care.endOffer'>, 'note'>;

/**
 * What care decides, by the words of the console (each is one care.* event of the machine). Ending an offer carries
 * the reason both sides read.
 */
export type CareDecision =
  { kind: 'validate' | 'invalidate' | 'notPresented' | 'held' | 'missed' | 'unarchive' } | { kind: 'endOffer'; ending: OfferEnding };

/** Care's word on the candidate's licence, sent with a validation (the machine demands it for a regulated job title). */
export type LicenceChecked = PayloadOf<'care.validate'>['licence'];

function eventOf(decision: CareDecision, note: string, licence: LicenceChecked) {
  switch (decision.kind) {
    case 'validate':
      return { type: 'care.validate' as const, payload: licence ? { note, licence } : { note } };
    case 'invalidate':
      return { type: 'care.invalidate' as const, payload: { note } };
    case 'notPresented':
      return { type: 'care.markNotPresented' as const, payload: { note } };
    case 'held':
    case 'missed':
      return { type: 'care.settlePresence' as const, payload: { held: decision.kind === 'held', note } };
    case 'unarchive':
      return { type: 'care.unarchive' as const, payload: { note } };
    case 'endOffer':
      return { type: 'care.endOffer' as const, payload: { ...decision.ending, note } };
  }
}

/**
 * Care acts only through the workflow engine: the care.* event with the version the row showed (409 if the
 * process moved meanwhile) and an idempotency key, then every care list reloads from the server.
 */
export function useCareEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      process,
      decision,
      note,
      licence,
    }: {
      process: Pick<CareProcess, 'id' | 'version'>;
      decision: CareDecision;
      note: string;
      licence?: LicenceChecked;
    }) => sendProcessEvent(process, eventOf(decision, note, licence), crypto.randomUUID()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['care'] }),
  });
}
