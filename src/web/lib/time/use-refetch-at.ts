import { useEffect, useRef } from 'react';

// setTimeout holds at most 2^31 - 1 ms (about 24 days); a later instant is asked for when the page is next loaded.
const LONGEST_WAIT = 2_147_483_647;
// A second after the instant, so the server's clock has passed it too when the two clocks differ slightly.
const SLACK = 1_000;

/**
 * Asks the server again once the page's clock (the server's, in the browser suites) passes `instant`: what the
 * machine allows changes at such a moment (at an interview's start presence opens and rescheduling closes), and a
 * screen left open must show the machine's new answer, not decide it by itself.
 */
export function useRefetchAt(instant: string | null | undefined, refetch: () => unknown): void {
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    if (!instant) return;
    const wait = Date.parse(instant) - Date.now();
    if (!(wait > 0) || wait > LONGEST_WAIT) return;
    const timer = setTimeout(() => void latest.current(), wait + SLACK);
    return () => clearTimeout(timer);
  }, [instant]);
}
