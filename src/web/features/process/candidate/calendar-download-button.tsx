import { Button } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { toastFailure } from '../action-toasts';
import { downloadInvite } from './api/download-invite';

/** "Add to calendar": the .ics the server makes for the scheduled interview. */
export function CalendarDownloadButton({ processId }: { processId: number }) {
  const [pending, setPending] = useState(false);
  async function download() {
    setPending(true);
    try {
      await downloadInvite(processId);
    } catch (error) {
      toastFailure(msg`Error downloading the calendar invitation`, error);
    } finally {
      setPending(false);
    }
  }
  return (
    <Button variant="default" loading={pending} onClick={() => void download()}>
      <Trans>Add to calendar (.ics)</Trans>
    </Button>
  );
}
