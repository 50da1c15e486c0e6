import { NumberInput, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { ChoiceFilter } from '../../lib/ui/choice-filter';
import { FilterActions } from '../../lib/ui/filter-actions';

export interface CandidateFilters {
  name_contains: string;
  city_in: string[];
  category_in: string[];
  subcategory_in: string[];
  desired_salary_min: number | '';
  desired_salary_max: number | '';
}

/** Spec §2 filters of the company candidates list: name search, cities, specialty, subspecialty, desired salary. */
export function CandidatesFilters({
  initial,
  onApply,
  onReset,
}: {
  initial: CandidateFilters;
  onApply: (f: CandidateFilters) => void;
  onReset: () => void;
}) {
  const { t } = useLingui();
  const [f, setF] = useState(initial);
  // Stable handlers, so typing a name does not re-render the (memoised) choice filters.
  const choose = useMemo(
    () => ({
      cities: (city_in: string[]) => setF((d) => ({ ...d, city_in })),
      categories: (category_in: string[]) => setF((d) => ({ ...d, category_in })),
      subcategories: (subcategory_in: string[]) => setF((d) => ({ ...d, subcategory_in })),
    }),
    [],
  );
  const num = (x: number | string) => (typeof x === 'number' ? x : '');
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(f);
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <TextInput label={t`Search by name`} value={f.name_contains} onChange={(e) => setF({ ...f, name_contains: e.currentTarget.value })} />
        <ChoiceFilter list="cities" label={t`Cities`} value={f.city_in} onChange={choose.cities} />
        <ChoiceFilter list="functions" label={t`Job title`} value={f.category_in} onChange={choose.categories} />
        <ChoiceFilter list="domain" label={t`Medical specialty`} value={f.subcategory_in} onChange={choose.subcategories} />
        <NumberInput
          label={t`Desired gross salary from (LEI/month)`}
          min={0}
          allowDecimal={false}
          value={f.desired_salary_min}
          onChange={(x) => setF({ ...f, desired_salary_min: num(x) })}
        />
        <NumberInput
          label={t`Desired gross salary to (LEI/month)`}
          min={0}
          allowDecimal={false}
          value={f.desired_salary_max}
          onChange={(x) => setF({ ...f, desired_salary_max: num(x) })}
        />
      </SimpleGrid>
      <FilterActions onReset={onReset} justify="flex-end" mt="md" />
    </Paper>
  );
}
