import { Suspense, lazy } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-modal';
import { useEverTrue } from './use-ever-true';

const ConfirmDialogModal = lazy(async () => ({ default: (await import('./confirm-dialog-modal')).ConfirmDialogModal }));

/**
 * The one confirmation of the product: every action that ends a process, archives, marks an absence, confirms a
 * hire or deletes data asks once here, saying what will follow, before anything is sent. Its code (the modal, its
 * focus trap and scroll area, the note field) comes when it first opens: the screens that offer these actions paint
 * without it. Once there it stays mounted, so it closes with its transition and gives the focus back.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return useEverTrue(props.opened) ? (
    <Suspense fallback={null}>
      <ConfirmDialogModal {...props} />
    </Suspense>
  ) : null;
}
