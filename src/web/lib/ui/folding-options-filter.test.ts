import { describe, expect, it } from 'vitest';
import { foldingOptionsFilter } from './folding-options-filter';

const cities = ['București', 'Iași', 'Brașov', 'Timișoara', 'Târgu Mureș', 'Cluj-Napoca'].map((label) => ({ value: label, label }));
const labels = (search: string, limit?: number) =>
  foldingOptionsFilter({ options: cities, search, limit: limit ?? Infinity }).map((o) => ('label' in o ? o.label : null));

describe('foldingOptionsFilter', () => {
  it('finds a city typed without its diacritics, as with them, in any case', () => {
    expect(labels('Bucuresti')).toEqual(['București']);
    expect(labels('iasi')).toEqual(['Iași']);
    expect(labels('BRASOV')).toEqual(['Brașov']);
    expect(labels('timisoara')).toEqual(['Timișoara']);
    expect(labels('targu mures')).toEqual(['Târgu Mureș']);
    expect(labels('Brașov')).toEqual(['Brașov']);
  });

  it('keeps the limit and drops groups with nothing left', () => {
    expect(labels('', 2)).toEqual(['București', 'Iași']);
    const grouped = foldingOptionsFilter({
      options: [
        { group: 'Moldova', items: [{ value: 'iasi', label: 'Iași' }] },
        { group: 'Banat', items: [{ value: 'tm', label: 'Timișoara' }] },
      ],
      search: 'iasi',
      limit: 10,
    });
    expect(grouped).toEqual([{ group: 'Moldova', items: [{ value: 'iasi', label: 'Iași' }] }]);
  });
});
