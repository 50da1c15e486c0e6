import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { candidateStatusOf, hiringMachine, stagePath, turnOf, type HiringEvent } from '../../../../machines/index';
import { messages } from '../../locales/ro-RO/messages';
import { candidateStatusHint } from './status-text';

const ro = setupI18n({ locale: 'ro-RO', messages: { 'ro-RO': messages } });
const NOW = '2026-03-02T08:00:00.000Z';
const OPTIONS = ['2026-03-04T08:00:00.000Z', '2026-03-05T09:00:00.000Z', '2026-03-06T10:00:00.000Z'];
const parties = { candidate: 'c', company: 'k' } as const;
const ev = (type: string, payload: unknown = {}): HiringEvent => {
  const role = type.split('.')[0] as 'candidate' | 'company' | 'care';
  return { type, payload, actor: { role, id: role === 'care' ? 'care-1' : parties[role] }, now: NOW } as HiringEvent;
};

/** The candidate's line under her status at each step, in Romanian, as her process screen reads it. */
function hintsAlong(types: [string, unknown?][]): string[] {
  let [snapshot] = initialTransition(hiringMachine, { candidateId: 'c', companyId: 'k', offeredAt: NOW });
  const lines: string[] = [];
  for (const [type, payload] of types) {
    [snapshot] = transition(hiringMachine, snapshot, ev(type, payload));
    const process = { state: stagePath(snapshot.value), turn: turnOf(snapshot) };
    lines.push(ro._(candidateStatusHint(candidateStatusOf(snapshot), process)));
  }
  return lines;
}

describe("the candidate's line under her status", () => {
  it('asks her to choose a time only while the times are hers to answer', () => {
    const lines = hintsAlong([
      ['candidate.acceptOffer', { callSlot: '2026-03-03T09:00:00.000Z' }],
      ['care.validate', { licence: { method: 'register', reference: 'CMR 1' } }],
      ['company.acceptCandidate'],
      ['company.proposeInterview', { interview: { type: 'phone', phone: '+40721000000' }, options: OPTIONS }],
      ['candidate.proposeOptions', { options: ['2026-03-09T08:00:00.000Z', '2026-03-10T08:00:00.000Z', '2026-03-11T08:00:00.000Z'] }],
    ]);
    expect(lines.slice(2)).toEqual([
      'Angajatorul vrea să vă cunoască și vă va propune ore de interviu. Vă anunțăm imediat ce le trimite.',
      'Angajatorul vrea să vă cunoască. Alegeți una dintre orele propuse sau propuneți altele.',
      'Ați propus alte ore de interviu. Angajatorul alege una dintre ele sau propune altele; vă vom anunța.',
    ]);
  });

  it('reads a status alone (a list row) as the status says', () => {
    expect(ro._(candidateStatusHint('OfferExpired'))).toBe('Oferta a expirat: nu ați răspuns la timp. Este arhivată.');
  });
});
