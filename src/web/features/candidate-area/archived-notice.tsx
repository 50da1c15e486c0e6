import { Alert } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';

/** Archived processes are read-only (spec §4); only customer care can bring one back. */
export function ArchivedNotice() {
  const { t } = useLingui();
  return (
    <Alert color="gray" variant="light" title={t`This process is archived`}>
      <Trans>
        It can no longer be changed. If you think it was archived by mistake, contact Medilink customer care: only they can
        unarchive it.
      </Trans>
    </Alert>
  );
}
