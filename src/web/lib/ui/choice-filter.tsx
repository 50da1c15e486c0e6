import { MultiSelect } from '@mantine/core';
import { memo, useState } from 'react';
import { useNomenclatureQuery, type NomenclatureName, type Option } from '../nomenclatures/use-nomenclature';

interface ChoiceFilterProps {
  list: NomenclatureName;
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
}

const NONE: Option[] = [];

/**
 * A list filter's MultiSelect over a nomenclature. Its choices (thousands of cities) are asked for once it is wanted:
 * focused, opened, or holding values from the URL, whose labels it shows. A closed, untouched filter costs no request
 * and no option work; memoised, it does not re-render while another filter is edited (give it a stable onChange).
 */
export const ChoiceFilter = memo(function ChoiceFilter({ list, label, value, onChange }: ChoiceFilterProps) {
  const [wanted, setWanted] = useState(false);
  const query = useNomenclatureQuery(list, { enabled: wanted || value.length > 0 });
  const choices = query.data ?? NONE;
  const want = () => setWanted(true);
  return (
    <MultiSelect
      label={label}
      data={choices}
      value={value}
      onChange={onChange}
      onFocus={want}
      onDropdownOpen={want}
      searchable
      clearable
      // While its choices load, an empty list is no answer yet: null keeps the theme's "Nothing found" away.
      {...(query.data ? {} : { nothingFoundMessage: null })}
    />
  );
});
