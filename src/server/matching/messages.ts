import type { MessageDescriptor } from '@lingui/core';
import type { FactorName, Verdict } from './explain.ts';

// The explanation a person can be sent (GET /api/care/processes/{id}/explanation/letter), in the candidate's language.
const define = <T extends Record<string, MessageDescriptor>>(m: T): T => m;

export const explanationLetter = define({
  intro: /*i18n*/ {
    id: 'matching.letter.intro',
    message:
      'Why you received the offer for {post}: offers are ranked automatically by the factors below (matching logic version {version}), and a person from {brand} customer care decides before any company sees your profile.',
  },
  line: /*i18n*/ { id: 'matching.letter.line', message: '{factor}: {verdict} ({share}% of the rank)' },
  decided: /*i18n*/ { id: 'matching.letter.decided', message: 'Customer care’s decision: {outcome} on {date}.' },
  undecided: /*i18n*/ { id: 'matching.letter.undecided', message: 'Customer care has not decided yet.' },
  correct: /*i18n*/ {
    id: 'matching.letter.correct',
    message: 'You can correct any of these in your profile, and ask customer care to look at the decision again.',
  },
  validated: /*i18n*/ { id: 'matching.letter.validated', message: 'validated' },
  rejected: /*i18n*/ { id: 'matching.letter.rejected', message: 'not validated' },
});

export const factorNames: Record<FactorName, MessageDescriptor> = define({
  jobTitle: /*i18n*/ { id: 'matching.factor.job_title', message: 'Job title and specialty' },
  distance: /*i18n*/ { id: 'matching.factor.distance', message: 'Distance' },
  pay: /*i18n*/ { id: 'matching.factor.pay', message: 'Pay' },
  workingTime: /*i18n*/ { id: 'matching.factor.working_time', message: 'Working time' },
  competencies: /*i18n*/ { id: 'matching.factor.competencies', message: 'Competencies' },
  experience: /*i18n*/ { id: 'matching.factor.experience', message: 'Experience' },
  licence: /*i18n*/ { id: 'matching.factor.licence', message: 'Licence to practise' },
  reliability: /*i18n*/ { id: 'matching.factor.reliability', message: 'Interviews attended' },
  searchStatus: /*i18n*/ { id: 'matching.factor.search_status', message: 'Job search status' },
});

export const verdictNames: Record<Verdict, MessageDescriptor> = define({
  fits: /*i18n*/ { id: 'matching.verdict.fits', message: 'fits' },
  partial: /*i18n*/ { id: 'matching.verdict.partial', message: 'fits in part' },
  breaks: /*i18n*/ { id: 'matching.verdict.breaks', message: 'does not fit' },
  unknown: /*i18n*/ { id: 'matching.verdict.unknown', message: 'unknown (not stated)' },
});
