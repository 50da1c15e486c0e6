import type { FactorName } from './explain.ts';
import { currentVerdicts, type StoredExplanation } from './explanations.ts';

// What each audience reads of one recommendation's explanation. The candidate reads her own factors with the values
// compared (they are hers, and the post's); the company reads verdicts only, and only the distance as a number; care
// reads everything, the rank and every decision.

/** The profile section (its anchor on /profile) where the candidate corrects what a factor weighed. */
export const PROFILE_SECTIONS: Record<FactorName, string | null> = {
  jobTitle: 'job',
  distance: 'location',
  pay: 'salary',
  workingTime: 'preferences',
  competencies: 'job',
  experience: 'job',
  licence: 'licences',
  reliability: null,
  searchStatus: 'preferences',
};

/** Factors a company reads a verdict of: never her reliability or whether she is interviewing elsewhere (care's). */
const COMPANY_FACTORS: readonly FactorName[] = ['jobTitle', 'distance', 'pay', 'workingTime', 'competencies', 'experience', 'licence'];

export function candidateView(e: StoredExplanation) {
  return {
    audience: 'candidate' as const,
    version: e.logic_version,
    factors: currentVerdicts(e).map((f) => ({
      factor: f.factor,
      verdict: f.verdict,
      share: f.share,
      inputs: e.inputs[f.factor] ?? null,
      profile_section: PROFILE_SECTIONS[f.factor],
    })),
  };
}

export function companyView(e: StoredExplanation) {
  const side = e.inputs.distance?.candidate;
  const km = typeof side === 'object' && side !== null && 'km' in side && typeof side.km === 'number' ? side.km : null;
  return {
    audience: 'company' as const,
    version: e.logic_version,
    factors: currentVerdicts(e)
      .filter((f) => COMPANY_FACTORS.includes(f.factor))
      .map((f) => ({ factor: f.factor, verdict: f.verdict, ...(f.factor === 'distance' && f.verdict !== 'unknown' ? { km } : {}) })),
  };
}

export function careView(e: StoredExplanation) {
  return {
    audience: 'care' as const,
    id: e.id,
    version: e.logic_version,
    source: e.source,
    rank: e.rank,
    created_at: e.created_at.toISOString(),
    outcome: e.outcome,
    outcome_reason: e.outcome_reason,
    validated_by: e.validated_by,
    decided_at: e.decided_at?.toISOString() ?? null,
    factors: currentVerdicts(e).map((f) => ({
      ...f,
      computed: e.factors.find((x) => x.factor === f.factor)!.verdict,
      inputs: e.inputs[f.factor] ?? null,
    })),
    log: e.log.map((l) => ({ ...l, at: l.at.toISOString() })),
  };
}
