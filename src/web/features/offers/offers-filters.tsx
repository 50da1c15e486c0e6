import { Group, MultiSelect, NumberInput, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { FilterActions } from '../../lib/ui/filter-actions';
import { useFilterLists } from './api/get-filter-lists';
import type { OfferFilters, PostStatus } from './offers-search';

interface OffersFiltersProps {
  applied: OfferFilters;
  onApply: (filters: OfferFilters) => void;
  onReset: () => void;
}

/** Spec §2 filters; edits stay local until "Apply", which writes them to the URL. */
export function OffersFilters({ applied, onApply, onReset }: OffersFiltersProps) {
  const { t } = useLingui();
  const lists = useFilterLists();
  const [draft, setDraft] = useState(applied);
  // Back/forward or a reset changes the URL: show what it says.
  useEffect(() => setDraft(applied), [applied]);
  const set = <K extends keyof OfferFilters>(key: K, value: OfferFilters[K]) => setDraft((d) => ({ ...d, [key]: value }));

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
            onChange={(value) => set('postStatus', value as PostStatus)}
            data={[
              { value: 'all', label: t`All` },
              { value: 'active', label: t`Active` },
              { value: 'archived', label: t`Archived` },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <MultiSelect label={t`Cities`} data={lists.cities} value={draft.cities} onChange={(v) => set('cities', v)} searchable clearable />
          <MultiSelect
            label={t`Job title`}
            data={lists.categories}
            value={draft.categories}
            onChange={(v) => set('categories', v)}
            searchable
            clearable
          />
          <MultiSelect
            label={t`Medical specialty`}
            data={lists.subcategories}
            value={draft.subcategories}
            onChange={(v) => set('subcategories', v)}
            searchable
            clearable
          />
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
