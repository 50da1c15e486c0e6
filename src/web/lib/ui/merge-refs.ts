import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/** @floating-ui/react's useMergeRefs(refs) for Mantine's ScrollArea, as Mantine's own hook (tools/scroll-area-refs-plugin.ts). */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef(...refs);
}
