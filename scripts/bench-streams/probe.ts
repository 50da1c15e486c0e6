/**
 * Preloaded into the server by `npm run bench:streams` (node --import): answers the bench's IPC message with the
 * process's memory after a full collection (only the process itself can read its heap) and its event loop's delay
 * since the previous message.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

declare const gc: (() => void) | undefined;

const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();

process.on('message', (message: unknown) => {
  if (message !== 'memory') return;
  const delay = { loopP50: loop.percentile(50) / 1e6, loopP99: loop.percentile(99) / 1e6, loopMax: loop.max / 1e6 };
  loop.reset();
  if (typeof gc === 'function') gc();
  const { rss, heapUsed, external } = process.memoryUsage();
  process.send?.({ rss, heapUsed, external, ...delay });
});
