import { ActionIcon, Indicator } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useIdleAfter } from '../../lib/ui/use-idle-after';
import { useNotifications } from './api/get-notifications';

// The panel's code (the popover, its positioning library, the scroll area: ~20 KB gzip) is not on the paint's
// critical path of every signed-in page: it is fetched once the page has painted and the browser is idle, and
// rendered from the first press of the bell. Not before that press: the popover wraps the bell, so rendering it
// replaces the button, and a keyboard user whose focus is on the bell would lose it (the open panel takes the
// focus anyway, and gives it back to the bell when it closes).
const loadBellPopover = () => import('./bell-popover');
const BellPopover = lazy(async () => ({ default: (await loadBellPopover()).BellPopover }));

const BellIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

/** The bell of every signed-in page: unread count, and a panel of the newest notices (bell-popover.tsx). */
export function NotificationBell() {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const { data } = useNotifications();
  const unread = data?.unread ?? 0;
  const [pressed, setPressed] = useState(false);
  const idle = useIdleAfter(true);
  useEffect(() => {
    if (idle) void loadBellPopover();
  }, [idle]);
  const bell = (
    <ActionIcon
      variant="subtle"
      size="lg"
      onClick={() => {
        setPressed(true);
        setOpened((o) => !o);
      }}
      aria-label={unread ? t`Notifications, ${unread} unread` : t`Notifications`}
      aria-haspopup="dialog"
      aria-expanded={opened}
    >
      <BellIcon />
    </ActionIcon>
  );

  return (
    // The badge wraps the whole popover: the target's ARIA state (aria-expanded, aria-controls) then lands on the
    // button itself, not on the badge's div, where it is not allowed.
    <Indicator label={unread} size={18} disabled={unread === 0} offset={4} color="red">
      {pressed ? (
        <Suspense fallback={bell}>
          <BellPopover opened={opened} onChange={setOpened}>
            {bell}
          </BellPopover>
        </Suspense>
      ) : (
        bell
      )}
    </Indicator>
  );
}
