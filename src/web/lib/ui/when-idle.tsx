import type { ReactNode } from 'react';
import { useIdleAfter } from './use-idle-after';

/**
 * Renders its children once `ready` has been true for a painted frame and the browser is idle (useIdleAfter). The
 * waiting state lives here, not in the page: the page does not render all over again when the moment comes.
 */
export function WhenIdle({ ready, children }: { ready: boolean; children: ReactNode }) {
  return useIdleAfter(ready) ? children : null;
}
