import { Modal } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import type { ProcessView } from '../api/process-view';
import type { BookedAppointment } from '../api/get-interview-clashes';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { ExtendOfferDialog } from './actions/extend-offer-dialog';
import { FinalOfferDialog } from './actions/final-offer-dialog';
import { InvitationForm } from './actions/invitation-form';
import { TrialDialog } from './actions/trial-dialog';
import type { CompanyActionProps, CompanyDialog } from './company-dialog';

/** What the final offer starts from: the post's place, name and terms. */
type PostOfOffer = ComponentProps<typeof FinalOfferDialog>['post'];

interface CompanyOfferDialogsProps extends Pick<CompanyActionProps, 'can' | 'pending' | 'send'> {
  process: ProcessView;
  dialog: CompanyDialog;
  onClose: () => void;
  post: PostOfOffer;
  workplace: string | null;
  appointments: BookedAppointment[];
}

/** The company's dialogs besides the refusals: the hire's confirmation, the final offer, its extension, the trial, a new interview. */
export function CompanyOfferDialogs({
  process,
  dialog,
  onClose: close,
  can,
  pending,
  send,
  post,
  workplace,
  appointments,
}: CompanyOfferDialogsProps) {
  const { t } = useLingui();
  const { context } = process.snapshot;
  return (
    <>
      {can('company.confirmHire') ? (
        <ConfirmDialog
          opened={dialog === 'confirmHire'}
          onClose={close}
          title={t`Confirm the hire?`}
          confirmLabel={t`Yes, the contract is signed`}
          pending={pending}
          onConfirm={() => send({ type: 'company.confirmHire', payload: {} }, close)}
        >
          <Trans>Confirm only once the contract is signed: the process then closes as a hire and can no longer be changed.</Trans>
        </ConfirmDialog>
      ) : null}
      {can('company.sendFinalOffer') ? (
        <FinalOfferDialog
          // The form starts from the post: again once the job title's name has loaded.
          key={post.title}
          post={post}
          opened={dialog === 'finalize'}
          onClose={close}
          pending={pending}
          onSend={(payload) => send({ type: 'company.sendFinalOffer', payload }, close)}
        />
      ) : null}
      {can('company.reviseFinalOffer') && context.finalOffer ? (
        <FinalOfferDialog
          // A new version starts the form again from the terms it holds.
          key={context.finalOffer.revision}
          current={context.finalOffer}
          post={post}
          opened={dialog === 'reviseOffer'}
          onClose={close}
          pending={pending}
          onSend={(payload) => send({ type: 'company.reviseFinalOffer', payload }, close)}
        />
      ) : null}
      {can('company.extendFinalOffer') && context.finalOffer ? (
        <ExtendOfferDialog
          opened={dialog === 'extendOffer'}
          offer={context.finalOffer}
          onClose={close}
          pending={pending}
          onSend={(payload) => send({ type: 'company.extendFinalOffer', payload }, close)}
        />
      ) : null}
      {can('company.proposeTrial') ? (
        <TrialDialog
          opened={dialog === 'trial'}
          onClose={close}
          pending={pending}
          onSend={(payload) => send({ type: 'company.proposeTrial', payload }, close)}
        />
      ) : null}
      {can('company.requestFollowUp') ? (
        <Modal opened={dialog === 'followUp'} onClose={close} title={t`Invite to a new interview`} centered size="lg">
          <InvitationForm
            workplace={workplace}
            pending={pending}
            submitLabel={t`Send the invitation`}
            appointments={appointments}
            onSend={(payload) => send({ type: 'company.requestFollowUp', payload }, close)}
          />
        </Modal>
      ) : null}
    </>
  );
}
