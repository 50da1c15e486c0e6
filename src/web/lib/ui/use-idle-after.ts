import { useEffect, useState } from 'react';

/**
 * True once `ready` has been true for a painted frame and the browser is idle: below-the-fold parts (a form with
 * the schema and phone libraries it validates with) then load and render without delaying the paint of what the
 * visitor came to see, nor filling the main thread while it paints.
 */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    let idleHandle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      // Safari has no requestIdleCallback: a task after the frame is the next best moment.
      if ('requestIdleCallback' in window) idleHandle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      else timer = setTimeout(() => setIdle(true), 0);
    };
    // The frame's paint comes after its requestAnimationFrame callbacks: waiting for idleness from there.
    const frame = requestAnimationFrame(whenIdle);
    return () => {
      cancelAnimationFrame(frame);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, idle]);
  return idle;
}
