import { Trans, useLingui } from '@lingui/react/macro';
import type { WithdrawalReason } from '../../../../machines/index';
import { notifyError, notifySuccess } from '../../lib/notify';
import { RefusalDialog } from '../process/refusal-dialog';
import { useArchiveNeed } from './api/archive-need';

/** Archiving a need closes the position: the server withdraws every open process with this reason. */
export function ArchiveNeedDialog({ needId, opened, onClose }: { needId: number; opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const archive = useArchiveNeed(needId);
  return (
    <RefusalDialog<WithdrawalReason>
      side="withdrawal"
      opened={opened}
      onClose={onClose}
      title={t`Archive the post`}
      confirmLabel={t`Archive the post`}
      advice={
        <Trans>
          The post closes: every open process of this post ends with the reason you choose, the candidates are told, and the post takes no new
          candidates.
        </Trans>
      }
      pending={archive.isPending}
      onConfirm={(payload) =>
        archive.mutate(payload, {
          onSuccess: (result) => {
            const closed = result.ended.length;
            notifySuccess(closed ? t`The post was archived. Open processes closed: ${closed}` : t`The post was archived`);
            onClose();
          },
          onError: notifyError,
        })
      }
    />
  );
}
