import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { foldForSearch } from '../../../../machines/search-text';

/**
 * Mantine's option filter, with diacritics folded on both sides: "Bucuresti" finds București, "iasi" Iași. Most
 * phone keyboards type without them. The theme gives it to every Select, MultiSelect and Autocomplete.
 */
export const foldingOptionsFilter: OptionsFilter = ({ options, search, limit }) => {
  const needle = foldForSearch(search);
  const matches = (item: ComboboxItem) => foldForSearch(item.label).includes(needle);
  const room = limit ?? Infinity;
  const kept: ComboboxParsedItem[] = [];
  for (const item of options) {
    if (kept.length === room) break;
    // Mantine's own test for a group (isOptionsGroup), which narrows without losing the value type.
    if ('group' in item) {
      const inner = item.items.filter(matches).slice(0, room - kept.length);
      if (inner.length) kept.push({ group: item.group, items: inner });
    } else if (matches(item)) kept.push(item);
  }
  return kept;
};
