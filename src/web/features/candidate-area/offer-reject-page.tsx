import { Alert, Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { toastFailure, toastSuccess } from '../../lib/process/action-toasts';
import { useProcess } from '../../lib/process/api/get-process';
import { useSendEvent } from '../../lib/process/api/send-event';
import { offerRejectSearchSchema, parseSearch } from '../../lib/routing/search-params';
import { usePageTitle } from '../../lib/use-page-title';
import { eventToasts } from './event-toasts';

/**
 * /offers/reject/{id}: the "not interested" link of an offer. With auto_reject=1 (the default) the offer is refused at
 * once, if the machine still allows it, and the outcome is shown; with 0 the offer screen opens its refusal dialog.
 */
export function OfferRejectPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Decline an offer`);
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const search = useMemo(() => parseSearch(offerRejectSearchSchema, params), [params]);
  const offerLink = `/offers/${id}${search.redirect_source ? `?redirect_source=${encodeURIComponent(search.redirect_source)}` : ''}`;
  const process = useProcess(id);
  const send = useSendEvent(process.data ?? { id, version: 0 });
  const sent = useRef(false);
  const allowed = process.data?.can.includes('candidate.rejectOffer') ?? false;
  const auto = search.auto_reject !== 0;

  useEffect(() => {
    if (!auto || !allowed || sent.current) return;
    sent.current = true;
    // The machine needs a reason: a one-click refusal says so in the candidate's language.
    const text = i18n._(msg`Refused with one click from the offer link`);
    send.mutate(
      { type: 'candidate.rejectOffer', payload: { reason: 'other', text } },
      {
        onSuccess: () => toastSuccess(eventToasts['candidate.rejectOffer'].success),
        onError: (error) => toastFailure(eventToasts['candidate.rejectOffer'].error, error),
      },
    );
  }, [auto, allowed, send, i18n]);

  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/offers/" replace />;
  if (!auto)
    return (
      <Navigate
        to={`/offers/${id}?reject=true${search.redirect_source ? `&redirect_source=${encodeURIComponent(search.redirect_source)}` : ''}`}
        replace
      />
    );

  const refused = process.data?.state === 'archived.offerRejected';
  return (
    <Stack gap="lg" maw={640}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            <Trans>Decline an offer</Trans>
          </Title>
          {process.isError || send.isError ? (
            <Alert color="red" variant="light" role="alert" title={t`The offer could not be refused`}>
              {(process.error ?? send.error)?.message}
            </Alert>
          ) : refused ? (
            <Text role="status">
              <Trans>You refused this offer. Thank you for your answer: we will keep looking for offers that suit you better.</Trans>
            </Text>
          ) : process.isPending || send.isPending || (allowed && !send.isSuccess) ? (
            <Loader aria-label={t`Refusing the offer`} />
          ) : (
            <Alert color="yellow" variant="light" role="status">
              <Trans>This offer can no longer be refused from this link. Open it to see where it stands.</Trans>
            </Alert>
          )}
          <Anchor component={Link} to={offerLink}>
            <Trans>Open the offer</Trans>
          </Anchor>
          <Anchor component={Link} to="/offers/">
            <Trans>See all offers</Trans>
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
