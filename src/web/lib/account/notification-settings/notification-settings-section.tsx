import { lazy, Suspense } from 'react';

// Loaded when the profile shows it: the card and its calls stay out of the profile's own chunk.
const NotificationSettingsCard = lazy(async () => ({ default: (await import('./notification-settings-card')).NotificationSettingsCard }));

export function NotificationSettingsSection({ texts }: { texts: boolean }) {
  return (
    <Suspense fallback={null}>
      <NotificationSettingsCard texts={texts} />
    </Suspense>
  );
}
