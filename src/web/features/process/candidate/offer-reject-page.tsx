import { Alert, Anchor, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { toastFailure, toastSuccess } from '../action-toasts';
import { useProcess } from '../api/get-process';
import { useSendEvent } from '../api/send-event';
import { offerRejectSearchSchema, parseSearch } from '../../../lib/routing/search-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { eventToasts } from './event-toasts';

/**
 * /offers/reject/{id}: the "not interested" link of an offer. With auto_reject=1 (the default) the page asks once and
 * refuses with one tap, if the machine still allows it, and shows the outcome; with 0 the offer screen opens its
 * refusal dialog. Opening the link never refuses by itself: a mail program that follows links to check them, or a
 * tap by mistake, would end an offer nobody meant to refuse.
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
  const allowed = process.data?.can.includes('candidate.rejectOffer') ?? false;
  const auto = search.auto_reject !== 0;
  const refuse = () => {
    // The machine needs a reason: a one-tap refusal says so in the candidate's language.
    const text = i18n._(msg`Refused with one click from the offer link`);
    send.mutate(
      { type: 'candidate.rejectOffer', payload: { reason: 'other', text } },
      {
        onSuccess: () => toastSuccess(eventToasts['candidate.rejectOffer'].success),
        onError: (error) => toastFailure(eventToasts['candidate.rejectOffer'].error, error),
      },
    );
  };

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
          ) : process.isPending ? (
            <Loader aria-label={t`Loading`} />
          ) : allowed && !send.isSuccess ? (
            <>
              <Text>
                <Trans>Refuse this offer? The process ends here. To say why, or to read the offer first, open it instead.</Trans>
              </Text>
              <Button color="red" variant="light" loading={send.isPending} onClick={refuse} style={{ alignSelf: 'flex-start' }}>
                <Trans>Refuse the offer</Trans>
              </Button>
            </>
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
