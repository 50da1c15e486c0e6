import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const MERGE_REFS = fileURLToPath(new URL('../lib/ui/merge-refs.ts', import.meta.url));
const SCROLL_AREA = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/;

/**
 * Mantine's ScrollArea, which every Table holds (Table.ScrollContainer), takes one hook from @floating-ui/react:
 * useMergeRefs. That one import put the whole positioning library (~15 KB brotli, one module) on the first paint of
 * every list with a table, though only popovers and dropdowns position anything. ScrollArea gets the same hook from
 * lib/ui/merge-refs.ts instead. Should Mantine take anything else from there, the build fails on the missing export.
 */
export function scrollAreaRefs(): Plugin {
  return {
    name: 'medilink-scroll-area-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@floating-ui/react' && importer && SCROLL_AREA.test(importer) ? MERGE_REFS : null;
    },
  };
}
