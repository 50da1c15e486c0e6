import { isOptionsGroup, type ComboboxItem, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import { foldForSearch } from '../../../../machines/search-text';

/**
 * Mantine's option filter, with diacritics folded on both sides: "Bucuresti" finds București, "iasi" Iași. Most
 * phone keyboards type without them. The theme gives it to every Select, MultiSelect and Autocomplete.
 */
export const foldingOptionsFilter: OptionsFilter = ({ options, search, limit }) => {
  const needle = foldForSearch(search);
  const keep = (items: ComboboxParsedItem[], room: number): ComboboxParsedItem[] => {
    const kept: ComboboxParsedItem[] = [];
    for (const item of items) {
      if (kept.length === room) break;
      if (isOptionsGroup(item)) {
        const inner = keep(item.items, room - kept.length) as ComboboxItem[];
        if (inner.length) kept.push({ group: item.group, items: inner });
      } else if (foldForSearch(item.label).includes(needle)) kept.push(item);
    }
    return kept;
  };
  return keep(options, limit ?? Infinity);
};
