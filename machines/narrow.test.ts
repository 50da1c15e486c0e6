import { describe, expect, it } from 'vitest';
import { isKeyOf, isOneOf, isRecord } from './narrow.ts';

describe('narrowing guards', () => {
  it('takes only a record’s own keys, not inherited names', () => {
    const labels = { other: 'Other' };
    expect(isKeyOf(labels, 'other')).toBe(true);
    expect(isKeyOf(labels, 'constructor')).toBe(false);
    expect(isKeyOf(labels, 'toString')).toBe(false);
  });

  it('takes a list’s members only', () => {
    expect(isOneOf(['ro-RO', 'en'], 'en')).toBe(true);
    expect(isOneOf(['ro-RO', 'en'], 'de')).toBe(false);
    expect(isOneOf(['ro-RO', 'en'], undefined)).toBe(false);
  });

  it('calls a plain object a record, not null or an array', () => {
    expect(isRecord({ brand: 'x' })).toBe(true);
    expect(isRecord(null)).toBe(false);
    expect(isRecord([])).toBe(false);
    expect(isRecord('text')).toBe(false);
  });
});
