/** How many groups the open streams are spread over: one group's heartbeats go out per tick. */
const SLOTS = 15;

export type Heartbeats = {
  /** Calls `beat` about every period (never later) until the returned function is called. */
  add(beat: () => void): () => void;
  /** How many streams have a heartbeat (0 once every stream has let go). */
  readonly size: number;
};

/**
 * One timer for the heartbeats of every open stream of the instance, instead of one interval per stream. The
 * streams are spread over SLOTS groups, and each tick (period / SLOTS) beats one group: a stream opened just after a
 * tick joins the group beaten last, so its first heartbeat comes a period later at most, and ten thousand streams
 * opened in one second after a restart do not all beat in the same tick for ever after. The timer stops when no
 * stream is open.
 */
export function createHeartbeats(periodMs: number): Heartbeats {
  const slots = Array.from({ length: SLOTS }, () => new Set<() => void>());
  let current = 0;
  let size = 0;
  let timer: NodeJS.Timeout | undefined;

  const tick = () => {
    current = (current + 1) % SLOTS;
    for (const beat of slots[current]!) beat();
  };

  return {
    add(beat) {
      // The group just beaten comes round again a whole period from now.
      const slot = slots[current]!;
      slot.add(beat);
      size += 1;
      timer ??= setInterval(tick, periodMs / SLOTS).unref();
      return () => {
        if (!slot.delete(beat)) return;
        size -= 1;
        if (size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    get size() {
      return size;
    },
  };
}
