import { Anchor, Group, Skeleton, Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useLoaderData, useParams, useSearchParams } from 'react-router-dom';
import { useProcess } from '../api/get-process';
import { offerSearchSchema, parseSearch } from '../../../lib/routing/search-params';
import { LoadError } from '../../../lib/ui/load-error';
import { WhenIdle } from '../../../lib/ui/when-idle';
import { usePageTitle } from '../../../lib/use-page-title';
import type { loadOfferOfProcess } from './api/get-offer';
import { ArchivedNotice } from '../archived-notice';
import { LiveChangeNotice } from '../live-change-notice';
import { offerTitle } from '../offer-title';
import { HireCelebration } from './hire-celebration';
import { OfferSummary } from './offer-summary';
import { ProcessActions, type Dialog } from './process-actions';
import { WhyThisOffer } from './why-this-offer';

// The offer's place in the market comes below the actions: it appears only once the market's figures arrive, and
// nothing may land above a field the candidate has already reached. Its code is fetched beside the process.
const marketPosition = () => import('./offer-market-position');
const OfferMarketPosition = lazy(async () => ({ default: (await marketPosition()).OfferMarketPosition }));
// Below the process: its form (with the schema and phone libraries it validates with) loads once the process has
// painted and the browser is idle.
const RecommendFriendForm = lazy(async () => ({ default: (await import('./recommend-friend-form')).RecommendFriendForm }));

/**
 * /offers/{id}: the offer of process {id} and everything the candidate can do in it now. `cancel=true` and
 * `reject=true` open those dialogs at once (links in mails); `redirect_source` stays in the URL for analytics.
 */
export function OfferPage() {
  const { t } = useLingui();
  const offer = useLoaderData<typeof loadOfferOfProcess>();
  usePageTitle(`${offerTitle(offer)} · ${offer.company}`);
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseSearch(offerSearchSchema, params), [params]);
  const [dialog, setDialog] = useState<Dialog>(search.cancel ? 'cancel' : search.reject ? 'refuse' : null);
  // The process arriving is rendered in the background, in slices between which the browser stays free (the query's
  // own update is synchronous: the actions in one long task on a phone); until then the skeleton stays.
  const process = useDeferredValue(useProcess(id));
  useEffect(() => void marketPosition(), []);

  function changeDialog(next: Dialog) {
    setDialog(next);
    if (next === null && (search.cancel || search.reject)) {
      const kept = new URLSearchParams(params);
      kept.delete('cancel');
      kept.delete('reject');
      setParams(kept, { replace: true });
    }
  }

  const view = process.data;
  const hired = view?.candidate_status === 'Hire';

  return (
    <Stack gap="lg" maw={860}>
      <Anchor component={Link} to="/offers/" size="sm">
        <Trans>See all offers</Trans>
      </Anchor>
      <OfferSummary offer={offer} process={view} />
      <LiveChangeNotice processId={id} side="candidate" />
      {process.isPending ? (
        <Skeleton height={160} radius="lg" aria-label={t`Loading the process`} />
      ) : process.isError ? (
        <LoadError title={t`The process could not be loaded`} error={process.error} onRetry={() => void process.refetch()} />
      ) : (
        <>
          {hired ? <HireCelebration company={view!.company.name} /> : null}
          {view!.archived && !hired ? <ArchivedNotice process={view!} side="candidate" /> : null}
          <ProcessActions process={view!} dialog={dialog} onDialog={changeDialog} />
          <Suspense fallback={null}>
            <OfferMarketPosition process={view!} />
          </Suspense>
          <WhyThisOffer processId={id} />
        </>
      )}
      <WhenIdle ready={!process.isPending}>
        <Suspense fallback={null}>
          <RecommendFriendForm processId={id} />
        </Suspense>
      </WhenIdle>
      <Group gap="lg">
        <Anchor component={Link} to="/offers/">
          <Trans>See all offers</Trans>
        </Anchor>
        <Anchor component={Link} to="/profile">
          <Trans>Complete your profile</Trans>
        </Anchor>
      </Group>
    </Stack>
  );
}
