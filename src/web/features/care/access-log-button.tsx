import { Button, Loader, Modal } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AccessLogTable } from '../../lib/privacy/access-log-table';
import { useCandidateAccessLog } from '../../lib/privacy/get-access-log';
import { LoadError } from '../../lib/ui/load-error';

/** Care opens who read a candidate's profile and CV (the same log the candidate sees on her profile). */
export function AccessLogButton({ candidateId, name }: { candidateId: number; name: string }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const log = useCandidateAccessLog(candidateId, opened);
  return (
    <>
      <Button size="xs" variant="subtle" onClick={() => setOpened(true)} aria-label={t`Views of ${name}'s profile and CV`}>
        <Trans>Views</Trans>
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t`Who viewed ${name}'s profile and CV`} size="lg">
        {log.isError ? (
          <LoadError title={t`The views could not be loaded.`} error={log.error} onRetry={() => void log.refetch()} />
        ) : log.data ? (
          <AccessLogTable log={log.data} />
        ) : (
          <Loader aria-label={t`Loading`} />
        )}
      </Modal>
    </>
  );
}
