import { MultiSelect, NumberInput, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNomenclature } from '../../lib/nomenclatures/use-nomenclature';
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
  const cities = useNomenclature('cities');
  const categories = useNomenclature('functions');
  const subcategories = useNomenclature('domain');
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
        <MultiSelect label={t`Cities`} searchable data={cities} value={f.city_in} onChange={(city_in) => setF({ ...f, city_in })} />
        <MultiSelect
          label={t`Job title`}
          searchable
          data={categories}
          value={f.category_in}
          onChange={(category_in) => setF({ ...f, category_in })}
        />
        <MultiSelect
          label={t`Medical specialty`}
          searchable
          data={subcategories}
          value={f.subcategory_in}
          onChange={(subcategory_in) => setF({ ...f, subcategory_in })}
        />
        <NumberInput
          label={t`Desired salary from (LEI)`}
          min={0}
          allowDecimal={false}
          value={f.desired_salary_min}
          onChange={(x) => setF({ ...f, desired_salary_min: num(x) })}
        />
        <NumberInput
          label={t`Desired salary to (LEI)`}
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
