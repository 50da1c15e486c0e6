import { lazy, Suspense } from 'react';

// Loaded when the profile shows it: the card and its calls stay out of the profile's own chunk.
const CalendarFeedCard = lazy(async () => ({ default: (await import('./calendar-feed-card')).CalendarFeedCard }));

export function CalendarFeedSection() {
  return (
    <Suspense fallback={null}>
      <CalendarFeedCard />
    </Suspense>
  );
}
