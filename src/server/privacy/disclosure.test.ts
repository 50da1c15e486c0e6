import { describe, expect, it } from 'vitest';
import { ACTIVE_STAGES, ENDINGS } from '../../../machines/index.ts';
import { disclosureOfStage, initials, stageOf } from './disclosure.ts';

describe('the disclosure rule', () => {
  it('opens the profile at validated and the contact at companyAccepted, for every later stage too', () => {
    const levels = ACTIVE_STAGES.map((stage) => [stage, disclosureOfStage(stage)]);
    expect(levels.slice(0, 4)).toEqual([
      ['offered', 'anonymous'],
      ['screening', 'anonymous'],
      ['validated', 'profile'],
      ['companyAccepted', 'contact'],
    ]);
    expect(levels.slice(4).every(([, level]) => level === 'contact')).toBe(true);
  });

  it('reads an archived process at the stage it left', () => {
    for (const ending of ENDINGS) {
      expect(stageOf({ value: { archived: ending }, context: { resumeAt: 'screening' } })).toBe('screening');
    }
    expect(stageOf({ value: { interview: 'scheduled' }, context: { resumeAt: null } })).toBe('interview.scheduled');
  });

  it('keeps only the first letter of each part of a name', () => {
    expect(initials('Ioana-Maria Popescu')).toBe('I. M. P.');
    expect(initials('  ștefan   țurcanu ')).toBe('Ș. Ț.');
    expect(initials("O'Brien")).toBe('O.');
    expect(initials('')).toBe('');
  });
});
