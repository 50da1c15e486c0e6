import { Center, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { offersSearchSchema, parseSearch } from '../../lib/routing/search-params';
import { CollapsibleFilters } from '../../lib/ui/collapsible-filters';
import { foldedOnPhone } from '../../lib/ui/folded-on-phone';
import { LoadError } from '../../lib/ui/load-error';
import { usePageTitle } from '../../lib/use-page-title';
import { useOffers } from './api/get-offers';
import { apiQueryFromSearch, countFilters, filtersFromSearch, hasFilters, searchAtOffset, searchFromFilters } from './offers-search';
import { OffersList } from './offers-list';

/** The filters: their code comes after the list's on a phone, which folds them away (lib/ui/folded-on-phone.tsx). */
export const offersFilters = foldedOnPhone(async () => (await import('./offers-filters')).OffersFilters);

/** /offers/: the candidate's offers, filtered and paged entirely through the URL (spec §2). */
export function OffersPage() {
  const { t } = useLingui();
  usePageTitle(t`Offers`);
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseSearch(offersSearchSchema, params), [params]);
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const live = useOffers(useMemo(() => apiQueryFromSearch(search), [search]));
  // The list arriving is rendered in the background, in slices between which the browser stays free (the query's own
  // update is synchronous: the whole list in one long task on a phone); until then the previous state stays shown.
  const offers = useDeferredValue(live);

  const total = offers.data?.total;
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / search.limit));
  const page = Math.floor(search.offset / search.limit) + 1;

  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1} size="h2">
        <Trans>Your offers</Trans>
      </Title>
      <CollapsibleFilters active={countFilters(filters)} prefetch={offersFilters.prefetch}>
        <offersFilters.Part
          applied={filters}
          onApply={(next) => setParams(searchFromFilters(next, search.limit))}
          onReset={() =>
            setParams(
              searchFromFilters(
                { ...filters, postStatus: 'all', cities: [], categories: [], subcategories: [], salaryMin: '', salaryMax: '' },
                search.limit,
              ),
            )
          }
        />
      </CollapsibleFilters>
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }} aria-busy={live.isFetching}>
        {offers.isPending ? (
          <Stack gap="sm" aria-label={t`Loading offers`}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Stack>
        ) : offers.isError ? (
          <LoadError title={t`The offers could not be loaded`} error={offers.error} onRetry={() => void offers.refetch()} />
        ) : offers.data.data.length === 0 ? (
          <Center py="xl">
            <Stack gap={4} align="center">
              <Text fw={500}>{hasFilters(filters) ? <Trans>No offer matches these filters.</Trans> : <Trans>You have no offers yet.</Trans>}</Text>
              <Text size="sm" c="dimmed">
                <Trans>New offers appear here as employers choose you.</Trans>
              </Text>
            </Stack>
          </Center>
        ) : (
          <OffersList offers={offers.data.data} />
        )}
      </Paper>
      {pages !== undefined && pages > 1 ? (
        <Group justify="center">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={(next) => setParams(searchAtOffset(params, (next - 1) * search.limit))}
            getControlProps={(control) => ({ 'aria-label': control === 'next' ? t`Next page` : t`Previous page` })}
            getItemProps={(n) => ({ 'aria-label': t`Page ${n}` })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
