import { Suspense, lazy } from 'react';
import { useEverTrue } from '../../lib/ui/use-ever-true';
import type { ProcessDialogsProps } from './process-dialogs';

const ProcessDialogs = lazy(async () => ({ default: (await import('./process-dialogs')).ProcessDialogs }));

/**
 * The process screen's reason and three-times dialogs, their code (the modal, the date picker, the machine's payload
 * rules) fetched when one first opens: the screen's first paint shows none of them. Once there they stay mounted, so a
 * dialog closes with its transition.
 */
export function ProcessDialogsOnDemand<D extends string>(props: ProcessDialogsProps<D>) {
  return useEverTrue(props.dialog !== null) ? (
    <Suspense fallback={null}>
      <ProcessDialogs {...(props as ProcessDialogsProps<string>)} />
    </Suspense>
  ) : null;
}
