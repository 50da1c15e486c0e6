import { ActionIcon, Indicator } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy, startTransition, useEffect, useRef, useState, type RefCallback } from 'react';
import { useIdleAfter } from '../../lib/ui/use-idle-after';
import { useNotifications } from './api/get-notifications';

// The panel's code (the popover, its positioning library, the scroll area: ~20 KB gzip) is not on the paint's
// critical path of every signed-in page: it is fetched once the page has painted and the browser is idle, and
// rendered from the first press of the bell. Not before that press: the popover wraps the bell, so rendering it
// replaces the button, and a keyboard user whose focus is on the bell would lose it. The first press itself replaces
// it too: the old bell keeps the screen and the focus while the code loads (a transition), then the panel opens once
// the new bell holds the focus, so that closing it gives the focus back to the bell. An Escape while the code loads
// cancels the opening (on a slow network the panel would otherwise open after the user gave up on it).
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
  // What the first press asks of the new bell when the panel's code has arrived: the focus and the panel, or the focus
  // alone when an Escape came meanwhile.
  const firstPress = useRef<'open' | 'focus' | null>(null);
  const idle = useIdleAfter(true);
  useEffect(() => {
    if (idle) void loadBellPopover();
  }, [idle]);
  const bell = (ref?: RefCallback<HTMLButtonElement>) => (
    <ActionIcon
      ref={ref}
      variant="subtle"
      size="lg"
      onClick={() => {
        if (pressed) return setOpened((o) => !o);
        firstPress.current = 'open';
        startTransition(() => setPressed(true));
      }}
      // An Escape that lands here: before the panel's code has arrived, it cancels the opening; once the panel is open
      // but before it has taken the focus (its focus trap waits a tick), it closes it as it would from inside.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        if (firstPress.current) firstPress.current = 'focus';
        else if (opened) setOpened(false);
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
    // The boundary is there before the first press, so that press's transition keeps showing the old bell.
    <Indicator label={unread} size={18} disabled={unread === 0} offset={4} color="red">
      <Suspense fallback={bell()}>
        {pressed ? (
          <BellPopover opened={opened} onChange={setOpened}>
            {bell((button) => {
              const press = firstPress.current;
              if (!button || !press) return;
              firstPress.current = null;
              button.focus();
              if (press === 'open') setOpened(true);
            })}
          </BellPopover>
        ) : (
          bell()
        )}
      </Suspense>
    </Indicator>
  );
}
