import { useState } from 'react';

/**
 * True from the first render where `value` is true, for good: a part whose code loads when it is first wanted (a
 * dialog first opened) then stays mounted, so it closes with its transition and keeps what was typed.
 */
export function useEverTrue(value: boolean): boolean {
  const [ever, setEver] = useState(value);
  if (value && !ever) setEver(true);
  return ever || value;
}
