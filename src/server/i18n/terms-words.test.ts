import { describe, expect, it } from 'vitest';
import { describeTerms, termsFacts } from '../../../machines/post-terms.ts';
import { TWELVE_HOUR_TERMS } from '../../../tests/support/post-terms.ts';
import { type Locale, translate } from './i18n.ts';

// The terms' words as the server's catalogue says them (the mails, the notifications): machines/post-terms-text.ts
// defines the messages, both catalogues translate them.
const say = (locale: Locale) => (message: { id: string; message: string }, values?: Record<string, unknown>) => translate(locale, message, values);

const terms = TWELVE_HOUR_TERMS;
describe('post terms in words', () => {
  it('reads pay and working time in words, in both languages', () => {
    expect(describeTerms(terms, 'ro-RO', say('ro-RO'))).toBe('5.500–6.500 lei brut/lună · normă întreagă · ture de 12 h · 4 gărzi/lună × 450 lei');
    expect(describeTerms(terms, 'en', say('en'))).toBe('5,500–6,500 lei gross/month · full time · 12 h shifts · 4 on-call shifts/month × 450 lei');
    const part = { ...terms, norma: 'part' as const, hours_per_week: 20, shift_pattern: 'day' as const, garzi_per_month: 0, salary_max: 5500 };
    expect(describeTerms(part, 'ro-RO', say('ro-RO'))).toBe('5.500 lei brut/lună · normă parțială, 20 h/săptămână · program de zi · fără gărzi');
    expect(describeTerms({ ...terms, garzi_per_month: 20, garda_pay: null, garda_kind: 'on_site' }, 'ro-RO', say('ro-RO'))).toContain(
      '20 de gărzi/lună (în unitate)',
    );
  });

  it('lists every term, with the start and the contract in words', () => {
    const facts = termsFacts({ ...terms, start_date: '2027-01-05', contract_kind: 'determined', contract_months: 6 }, 'ro-RO', say('ro-RO'));
    expect(facts.map((f) => f.value)).toEqual([
      '5.500–6.500 lei brut/lună',
      'normă întreagă',
      'ture de 12 h',
      '4 gărzi/lună × 450 lei',
      'cu ture de noapte',
      'cu weekenduri',
      '5 ianuarie 2027',
      'pe perioadă determinată, 6 luni',
      '90 de zile',
    ]);
  });

  it('says one month, one day and one gardă in the singular', () => {
    const one = { ...terms, garzi_per_month: 1, garda_pay: null, contract_kind: 'determined' as const, contract_months: 1, probation_days: 1 };
    const values = termsFacts(one, 'ro-RO', say('ro-RO')).map((f) => f.value);
    expect(values).toContain('1 gardă/lună');
    expect(values).toContain('pe perioadă determinată, 1 lună');
    expect(values).toContain('1 zi');
    expect(termsFacts(one, 'en', say('en')).map((f) => f.label)).toEqual([
      'Pay',
      'Normă (working time)',
      'Schedule',
      'On-call shifts (gărzi)',
      'Nights',
      'Weekends',
      'Start',
      'Contract',
      'Probation',
    ]);
  });
});
