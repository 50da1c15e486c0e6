import { lazy, Suspense, useRef } from 'react';
import { useHotkeys } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';

// Spec §9: toasts bottom-right, auto-close 4000 ms, at most 3 visible, in a region labelled
// 'Notifications' that Alt+T focuses (so keyboard and screen-reader users can reach a toast's link).
// The toast container and its styles load after the first paint; the region itself is there from the start.
const Notifications = lazy(async () => ({ default: (await import('./notifications-container')).Notifications }));

export function NotificationsRegion() {
  const { t } = useLingui();
  const region = useRef<HTMLElement>(null);
  useHotkeys([['alt+T', () => region.current?.focus()]], []);

  return (
    <section ref={region} aria-label={t`Notifications`} tabIndex={-1} aria-live="polite">
      <Suspense>
        <Notifications position="bottom-right" autoClose={4000} limit={3} withinPortal={false} />
      </Suspense>
    </section>
  );
}
