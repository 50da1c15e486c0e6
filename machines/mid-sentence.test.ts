import { describe, expect, it } from 'vitest';
import { midSentence } from './mid-sentence.ts';

describe('midSentence', () => {
  it('lower-cases the first letter of each neutral form', () => {
    expect(midSentence('Asistent medical / Asistentă medicală', 'ro-RO')).toBe('asistent medical / asistentă medicală');
  });
  it('keeps an acronym and a Romanian capital with its diacritic', () => {
    expect(midSentence('ATI – Asistent medical', 'ro-RO')).toBe('ATI – Asistent medical');
    expect(midSentence('Îngrijitor / Îngrijitoare', 'ro-RO')).toBe('îngrijitor / îngrijitoare');
  });
});
