import { Alert } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ProcessView } from './api/process-view';
import { acceptedOfferWithdrawalReasonLabels, offerEndReasonLabels } from './reason-text';
import { CareContact } from '../../lib/ui/care-contact';
import { ReopenRequestButton } from './reopen-request-button';
import { RefusalReplyQuote } from './refusal-reply';

/**
 * Why an archived process is read-only (spec §4), for the side looking at it. A withdrawn offer says why the company
 * closed the position and no more: care cannot reopen it once the need is archived. Any other ending can be undone
 * only by customer care.
 */
export function ArchivedNotice({ process, side }: { process: ProcessView; side: 'candidate' | 'company' }) {
  const { t, i18n } = useLingui();
  const closing = process.snapshot.context.closing;
  // The accepted-offer reasons include those of closing a position; care ending an offer has its own.
  const labels: Record<string, MessageDescriptor> = closing?.event === 'care.endOffer' ? offerEndReasonLabels : acceptedOfferWithdrawalReasonLabels;
  const label = closing?.reason ? labels[closing.reason] : undefined;
  const reason = closing?.text ?? (label ? i18n._(label) : '');
  if (process.state === 'archived.acceptedOfferWithdrawn') {
    return (
      <Alert color="gray" variant="light" title={t`The accepted offer was withdrawn`}>
        {side === 'candidate' ? (
          <Trans>
            The employer withdrew the offer you had accepted, before the contract. Reason: {reason}. Medilink customer care has been told and will
            call you.
          </Trans>
        ) : (
          <Trans>You withdrew the offer the candidate had accepted. Reason: {reason}. Medilink customer care has been told.</Trans>
        )}
        <CareContact />
      </Alert>
    );
  }
  if (process.state === 'archived.offerEnded') {
    return (
      <Alert color="gray" variant="light" title={t`Medilink customer care closed this offer`}>
        {side === 'candidate' ? (
          <Trans>Medilink customer care closed this offer before you answered it. Reason: {reason}. Your other offers are not affected.</Trans>
        ) : (
          <Trans>Medilink customer care closed this offer before the candidate answered it. Reason: {reason}.</Trans>
        )}
        <CareContact />
        {process.need.archived ? null : <ReopenRequestButton processId={process.id} />}
      </Alert>
    );
  }
  if (process.state === 'archived.withdrawn') {
    return (
      <Alert color="gray" variant="light" title={t`The offer was withdrawn`}>
        {side === 'candidate' ? (
          <Trans>The employer closed this post. Reason: {reason}. Your other offers are not affected.</Trans>
        ) : (
          <Trans>You withdrew this offer. Reason: {reason}.</Trans>
        )}
        <CareContact />
      </Alert>
    );
  }
  return (
    <Alert color="gray" variant="light" title={t`This process is archived`}>
      {side === 'candidate' ? (
        <Trans>
          It can no longer be changed. If you think it was archived by mistake, contact Medilink customer care: only they can unarchive it.
        </Trans>
      ) : (
        <Trans>This process is archived and read-only. To bring it back, contact Medilink customer care.</Trans>
      )}
      {closing?.reply ? <RefusalReplyQuote reply={closing.reply} side={side} /> : null}
      <CareContact />
      {/* Care cannot reopen a process of an archived need, nor is there anything to reopen after a hire. */}
      {process.need.archived || process.state === 'archived.hired' ? null : <ReopenRequestButton processId={process.id} />}
    </Alert>
  );
}
