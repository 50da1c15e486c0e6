/**
 * Preloaded into the server by `npm run bench:streams` (node --import): answers the bench's IPC message with the
 * V8 heap after a full collection (only the process itself can read it; the bench reads the RSS from /proc) and the
 * event loop's delay since the previous message. Nothing here needs a file descriptor: at 20,000 streams an
 * instance may have none left (process.memoryUsage() opens /proc/self/stat and would throw).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

declare const gc: (() => void) | undefined;

const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();

process.on('message', (message: unknown) => {
  if (message !== 'memory') return;
  const delay = { loopP50: loop.percentile(50) / 1e6, loopP99: loop.percentile(99) / 1e6, loopMax: loop.max / 1e6 };
  loop.reset();
  if (typeof gc === 'function') gc();
  const { used_heap_size: heapUsed, external_memory: external } = getHeapStatistics();
  process.send?.({ heapUsed, external, ...delay });
});
