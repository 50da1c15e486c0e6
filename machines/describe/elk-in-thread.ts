import ELK from 'elkjs/lib/elk.bundled.js';
import type { LayoutEngine } from './layout.ts';

/** elk on the calling thread: for Node (exports, tests) and for the static page, which opens from disk (no workers). */
export const elkInThread = (): LayoutEngine => new ELK();
