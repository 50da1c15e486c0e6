import ELK from 'elkjs/lib/elk-api.js';
import ElkWorker from 'elkjs/lib/elk-worker.min.js?worker';
import type { LayoutEngine } from '../../../../machines/describe/layout';

let engine: LayoutEngine | undefined;

/**
 * elk in a web worker, started on first use and kept for the page's lifetime: laying out the hiring machine takes a
 * few hundred ms (seconds on a busy machine) that would otherwise freeze the page. The static page, which opens from
 * disk where workers cannot start, swaps this module for static/layout-engine.ts (scripts/statecharts-vite.config.ts).
 */
export function layoutEngine(): LayoutEngine {
  engine ??= new ELK({ workerFactory: () => new ElkWorker() });
  return engine;
}
