import { Group, NumberInput, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { FilterActions } from '../../lib/ui/filter-actions';
import { ChoiceFilter } from '../../lib/ui/choice-filter';
import type { OfferFilters } from './offers-search';

interface OffersFiltersProps {
  applied: OfferFilters;
  onApply: (filters: OfferFilters) => void;
  onReset: () => void;
}

/** Spec §2 filters; edits stay local until "Apply", which writes them to the URL. */
export function OffersFilters({ applied, onApply, onReset }: OffersFiltersProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(applied);
  // Back/forward or a reset changes the URL: show what it says.
  useEffect(() => setDraft(applied), [applied]);
  const set = <K extends keyof OfferFilters>(key: K, value: OfferFilters[K]) => setDraft((d) => ({ ...d, [key]: value }));
  // Stable handlers, so typing a salary does not re-render the (memoised) choice filters.
  const choose = useMemo(
    () => ({
      cities: (value: string[]) => setDraft((d) => ({ ...d, cities: value })),
      categories: (value: string[]) => setDraft((d) => ({ ...d, categories: value })),
      subcategories: (value: string[]) => setDraft((d) => ({ ...d, subcategories: value })),
    }),
    [],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <Paper withBorder radius="lg" p="md" component="form" onSubmit={submit} aria-label={t`Filter offers`}>
      <Stack gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="post-status-label">
            <Trans>Post status</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby="post-status-label"
            value={draft.postStatus}
            onChange={(value) => set('postStatus', value)}
            data={[
              { value: 'all', label: t`All` },
              { value: 'active', label: t`Active` },
              { value: 'archived', label: t`Archived` },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <ChoiceFilter list="cities" label={t`Cities`} value={draft.cities} onChange={choose.cities} />
          <ChoiceFilter list="functions" label={t`Job title`} value={draft.categories} onChange={choose.categories} />
          <ChoiceFilter list="domain" label={t`Medical specialty`} value={draft.subcategories} onChange={choose.subcategories} />
        </SimpleGrid>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NumberInput
            label={t`Salary from (LEI)`}
            value={draft.salaryMin}
            onChange={(v) => set('salaryMin', String(v))}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            w={170}
          />
          <NumberInput
            label={t`Salary to (LEI)`}
            value={draft.salaryMax}
            onChange={(v) => set('salaryMax', String(v))}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            w={170}
          />
          <FilterActions onReset={onReset} ml="auto" />
        </Group>
      </Stack>
    </Paper>
  );
}
