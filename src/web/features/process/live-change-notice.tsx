import { Alert } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { eventTypeLabel } from './event-type-text';
import { useLatestProcessEvent } from '../../lib/live/use-live-updates';

/**
 * "Just now: …" when the other side (or Medilink) moved this process while the page was open; the page itself has
 * already refreshed. A polite live region, so screen readers hear it without losing their place.
 */
export function LiveChangeNotice({ processId, side }: { processId: number; side: 'candidate' | 'company' }) {
  const { i18n } = useLingui();
  const event = useLatestProcessEvent(processId);
  const news = event && event.by !== side && event.event ? eventTypeLabel(event.event, i18n) : null;
  return (
    <div role="status" aria-live="polite" data-testid="live-change">
      {news ? (
        <Alert color="blue" variant="light" title={<Trans>Just now</Trans>}>
          {news}
        </Alert>
      ) : null}
    </div>
  );
}
