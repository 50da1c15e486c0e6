// Spec §9's pending display: show only after `delay` ms of activity, then keep it shown for at least
// `minDuration` ms, so fast navigations never flash an indicator and slow ones never flicker.
export interface DelayedFlag {
  set(active: boolean): void;
  dispose(): void;
}

export function createDelayedFlag(
  onChange: (visible: boolean) => void,
  { delay = 1000, minDuration = 500 }: { delay?: number; minDuration?: number } = {},
): DelayedFlag {
  let visible = false;
  let shownAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const show = (value: boolean) => {
    visible = value;
    if (value) shownAt = Date.now();
    onChange(value);
  };

  return {
    set(active) {
      clear();
      if (active && !visible) timer = setTimeout(() => show(true), delay);
      if (!active && visible) {
        const left = minDuration - (Date.now() - shownAt);
        if (left > 0) timer = setTimeout(() => show(false), left);
        else show(false);
      }
    },
    dispose: clear,
  };
}
