import { Trans, useLingui } from '@lingui/react/macro';
import type { CompanyReason } from '../../../../machines/index';
import { notifyError, notifySuccess } from '../../lib/notify';
import { RefusalDialog } from '../../lib/process/refusal-dialog';
import { useArchiveNeed } from './api/archive-need';

/** Archiving a need ends its open processes with the company's reason (through the hiring machine, server-side). */
export function ArchiveNeedDialog({ needId, opened, onClose }: { needId: number; opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const archive = useArchiveNeed(needId);
  return (
    <RefusalDialog<CompanyReason>
      side="company"
      opened={opened}
      onClose={onClose}
      title={t`Archive the need`}
      confirmLabel={t`Archive the need`}
      advice={<Trans>Every open process of this need ends with the reason you choose; the candidates are told.</Trans>}
      pending={archive.isPending}
      onConfirm={(payload) =>
        archive.mutate(payload, {
          onSuccess: (result) => {
            notifySuccess(
              result.left_open.length
                ? t`The need was archived. ${result.left_open.length} processes wait for the candidate or customer care and stay open.`
                : t`The need was archived`,
            );
            onClose();
          },
          onError: notifyError,
        })
      }
    />
  );
}
