import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { GuardTerm } from '../../../../../machines/describe/graph';

/** Named guards in plain words; a guard with params (resumesAt) names its parameter through `param`. */
const GUARD_TEXT: Record<string, MessageDescriptor> = {
  byPartyWithValidPayload: msg`sent by the party itself, with valid data`,
  interviewStarted: msg`the interview has started`,
  reportsPresent: msg`the answer is yes`,
  interested: msg`wants to continue`,
  presenceHeld: msg`customer care found it took place`,
  finalOfferOpen: msg`the final offer is still valid`,
  offerAnswerPassed: msg`the candidate's time to answer has run out (48 hours, ending on a working day)`,
  licenceChecked: msg`for a regulated job title, the licence to practise was checked and has not expired`,
  refusalAnswered: msg`the candidate has already answered the refusal`,
};

const NOT_TEXT: Record<string, MessageDescriptor> = {
  interviewStarted: msg`the interview has not started`,
  finalOfferOpen: msg`the final offer's validity has passed`,
  refusalAnswered: msg`the candidate has not answered the refusal yet`,
};

/** The words of one guard term; `param` turns a parameter (a state path) into its human name. */
export function guardWords(i18n: I18n, term: GuardTerm, param: (value: unknown) => string): string {
  switch (term.kind) {
    case 'named': {
      if (term.name === 'resumesAt') {
        const stage = param(term.params?.['stage']);
        return i18n._(msg`it left “${stage}”`);
      }
      const text = GUARD_TEXT[term.name];
      return text ? i18n._(text) : term.name;
    }
    case 'not': {
      const special = term.term.kind === 'named' ? NOT_TEXT[term.term.name] : undefined;
      if (special) return i18n._(special);
      const negated = guardWords(i18n, term.term, param);
      return i18n._(msg`not: ${negated}`);
    }
    case 'and':
      return term.terms.map((t) => guardWords(i18n, t, param)).join(i18n._(msg` and `));
    case 'or':
      return term.terms.map((t) => guardWords(i18n, t, param)).join(i18n._(msg` or `));
    case 'inline':
      return i18n._(msg`a condition written inline in the code`);
  }
}

/** Every named guard the texts know, for the test that each machine guard has words. */
export const KNOWN_GUARDS = new Set([...Object.keys(GUARD_TEXT), 'resumesAt']);
