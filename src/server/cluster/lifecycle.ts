/**
 * Ready or draining: what the load balancer reads on /api/health/ready. Draining starts on SIGTERM (or close);
 * whoever holds long-lived work (event streams) registers how to let go of it.
 */
export type Lifecycle = {
  readonly draining: boolean;
  /** Runs `release` once when draining starts (at once if it already has); returns the unregister function. */
  onDrain(release: () => void): () => void;
  drain(): void;
};

export function createLifecycle(): Lifecycle {
  const releases = new Set<() => void>();
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    onDrain(release) {
      if (draining) {
        release();
        return () => {};
      }
      releases.add(release);
      return () => void releases.delete(release);
    },
    drain() {
      if (draining) return;
      draining = true;
      for (const release of releases) release();
      releases.clear();
    },
  };
}
