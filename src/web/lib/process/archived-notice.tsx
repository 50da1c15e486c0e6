import { Alert } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WithdrawalReason } from '../../../../machines/index';
import type { ProcessView } from './api/process-view';
import { withdrawalReasonLabels } from './reason-text';

/**
 * Why an archived process is read-only (spec §4), for the side looking at it. A withdrawn offer says why the company
 * closed the position and no more: care cannot reopen it once the need is archived. Any other ending can be undone
 * only by customer care.
 */
export function ArchivedNotice({ process, side }: { process: ProcessView; side: 'candidate' | 'company' }) {
  const { t, i18n } = useLingui();
  const closing = process.snapshot.context.closing;
  if (process.state === 'archived.withdrawn') {
    const label = withdrawalReasonLabels[closing?.reason as WithdrawalReason];
    const reason = closing?.text ?? (label ? i18n._(label) : '');
    return (
      <Alert color="gray" variant="light" title={t`The offer was withdrawn`}>
        {side === 'candidate' ? (
          <Trans>The employer closed this position. Reason: {reason}. Your other offers are not affected.</Trans>
        ) : (
          <Trans>You withdrew this offer. Reason: {reason}.</Trans>
        )}
      </Alert>
    );
  }
  return (
    <Alert color="gray" variant="light" title={t`This process is archived`}>
      {side === 'candidate' ? (
        <Trans>
          It can no longer be changed. If you think it was archived by mistake, contact Medilink customer care: only they can
          unarchive it.
        </Trans>
      ) : (
        <Trans>This process is archived and read-only. To bring it back, contact Medilink customer care.</Trans>
      )}
    </Alert>
  );
}
