import { describe, expect, it } from 'vitest';
import { hiringMachine } from '../hiring.machine.ts';
import { onboardingMachine } from '../onboarding.machine.ts';
import { coverageByKind, coverageFromHistory, coverageKind, coverageReportSchema, transitionForStep } from './coverage.ts';
import { describeMachine } from './graph.ts';

const hiring = describeMachine(hiringMachine);

describe('coverage', () => {
  it('tells the kind of tests from the suite name', () => {
    expect(['api', 'api-postgres', 'browser-offers', 'e2e', 'machine'].map(coverageKind)).toEqual(['api', 'api', 'browser', 'browser', 'machine']);
  });

  it('maps logged steps to the transitions they took, guarded branches and compound targets included', () => {
    expect(transitionForStep(hiring, { type: 'candidate.acceptOffer', from: 'offered', to: 'screening' })?.id).toBe(
      'offered:candidate.acceptOffer:0',
    );
    expect(transitionForStep(hiring, { type: 'company.reportPresence', from: 'interview.scheduled', to: 'archived.candidateAbsent' })?.id).toBe(
      'interview.scheduled:company.reportPresence:1',
    );
    expect(transitionForStep(hiring, { type: 'care.unarchive', from: 'archived.companyRejected', to: 'validated' })?.id).toBe(
      'archived:care.unarchive:2',
    );
    expect(transitionForStep(hiring, { type: 'company.proposeInterview', from: 'companyAccepted', to: 'interview.candidateChoosing' })?.id).toBe(
      'companyAccepted:company.proposeInterview:0',
    );
    expect(transitionForStep(hiring, { type: 'candidate.acceptOffer', from: 'screening', to: 'validated' })).toBeUndefined();
  });

  it('builds a report from process histories that the overlay reads back', () => {
    const report = coverageFromHistory(hiring, 'browser-offers', [
      [
        { type: 'candidate.acceptOffer', from: 'offered', to: 'screening' },
        { type: 'care.validate', from: 'screening', to: 'validated' },
      ],
    ]);
    expect(coverageReportSchema.parse(report)).toEqual(report);
    expect(report.coveredStates).toEqual(['offered', 'screening', 'validated']);
    const kinds = coverageByKind(
      [report, { suite: 'api', machine: 'hiring', coveredStates: ['interview.scheduled'], coveredTransitions: [] }],
      'hiring',
    );
    expect([...kinds.browser.transitions]).toEqual(['offered:candidate.acceptOffer:0', 'screening:care.validate:0']);
    expect(kinds.api.states.has('interview')).toBe(true);
    expect(kinds.machine.states.size).toBe(0);
  });

  it('keeps reports of other machines apart', () => {
    const onboarding = describeMachine(onboardingMachine);
    const report = coverageFromHistory(onboarding, 'browser-onboarding', [[{ type: 'candidate.submit', from: 'job.editing', to: 'job.saving' }]]);
    expect(coverageByKind([report], 'hiring').browser.states.size).toBe(0);
    expect(report.coveredTransitions).toEqual(['job.editing:candidate.submit:0']);
  });
});
