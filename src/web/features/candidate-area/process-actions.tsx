import { Button, Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { HiringEventType } from '../../../../machines/index';
import type { ProcessView } from '../../lib/process/api/process-view';
import { ChooseOptionPanel } from './actions/choose-option-panel';
import { FeedbackPanel } from './actions/feedback-panel';
import { FinalOfferPanel } from './actions/final-offer-panel';
import { OfferAnswerPanel } from './actions/offer-answer-panel';
import { PresencePanel } from './actions/presence-panel';
import { ProposeOptionsDialog } from './actions/propose-options-dialog';
import { RefusalDialog, type RefusalEvent } from './actions/refusal-dialog';
import { ScheduledPanel } from './actions/scheduled-panel';
import { WaitingOptionsPanel } from './actions/waiting-options-panel';
import { useCandidateEvent } from './use-candidate-event';

export type Dialog = 'refuse' | 'cancel' | 'propose' | 'reschedule' | null;

interface ProcessActionsProps {
  process: ProcessView;
  dialog: Dialog;
  onDialog: (dialog: Dialog) => void;
}

/**
 * Every candidate action of the process screen. Each panel and button appears only when the server lists its event
 * in `can`: the screen never decides a transition by itself, it renders the machine's answer.
 */
export function ProcessActions({ process, dialog, onDialog }: ProcessActionsProps) {
  const { t } = useLingui();
  const { send, pending } = useCandidateEvent(process);
  const can = (type: HiringEventType) => process.can.includes(type);
  const { context } = process.snapshot;
  const close = () => onDialog(null);
  // The refusal dialog serves the one refusal the state allows: the offer, or the final offer.
  const refusal: RefusalEvent | null = can('candidate.rejectOffer') ? 'candidate.rejectOffer' : can('candidate.rejectFinalOffer') ? 'candidate.rejectFinalOffer' : null;

  return (
    // `display: contents`: the panels join the page's own column, so an empty set leaves no extra gap.
    <Stack gap="lg" style={{ display: 'contents' }}>
      {can('candidate.acceptOffer') ? (
        <OfferAnswerPanel
          pending={pending}
          onInterested={(callSlot) => send({ type: 'candidate.acceptOffer', payload: { callSlot } })}
          onRefuse={() => onDialog('refuse')}
        />
      ) : null}
      {can('candidate.pickOption') ? (
        <ChooseOptionPanel
          interview={context.interview}
          options={context.options}
          canPropose={can('candidate.proposeOptions')}
          pending={pending}
          onPick={(option) => send({ type: 'candidate.pickOption', payload: { option } })}
          onProposeOthers={() => onDialog('propose')}
        />
      ) : null}
      {process.state === 'interview.companyChoosing' ? (
        <WaitingOptionsPanel
          interview={context.interview}
          options={context.options}
          canCancel={can('candidate.cancelInterview')}
          onCancel={() => onDialog('cancel')}
        />
      ) : null}
      {process.state === 'interview.scheduled' && context.scheduledAt ? (
        <ScheduledPanel
          processId={process.id}
          interview={context.interview}
          scheduledAt={context.scheduledAt}
          canReschedule={can('candidate.requestReschedule')}
          canCancel={can('candidate.cancelInterview')}
          onReschedule={() => onDialog('reschedule')}
          onCancel={() => onDialog('cancel')}
        />
      ) : null}
      {process.state === 'interview.candidateChoosing' && can('candidate.cancelInterview') ? (
        <Button variant="subtle" color="red" onClick={() => onDialog('cancel')} style={{ alignSelf: 'flex-start' }}>
          <Trans>Cancel the interview</Trans>
        </Button>
      ) : null}
      {can('candidate.reportPresence') ? (
        <PresencePanel pending={pending} onAnswer={(present) => send({ type: 'candidate.reportPresence', payload: { present } })} />
      ) : null}
      {can('candidate.giveFeedback') ? (
        <FeedbackPanel pending={pending} onSend={(payload) => send({ type: 'candidate.giveFeedback', payload })} />
      ) : null}
      {context.finalOffer && (process.state === 'finalOffer' || can('candidate.acceptFinalOffer')) ? (
        <FinalOfferPanel
          offer={context.finalOffer}
          canAnswer={can('candidate.acceptFinalOffer')}
          pending={pending}
          onAccept={() => send({ type: 'candidate.acceptFinalOffer', payload: {} })}
          onReject={() => onDialog('refuse')}
        />
      ) : null}

      {refusal ? (
        <RefusalDialog
          opened={dialog === 'refuse'}
          onClose={close}
          title={refusal === 'candidate.rejectOffer' ? t`Refuse the offer` : t`Reject the final offer`}
          confirmLabel={refusal === 'candidate.rejectOffer' ? t`Refuse the offer` : t`Reject the offer`}
          pending={pending}
          onConfirm={(payload) => send({ type: refusal, payload }, close)}
        />
      ) : null}
      {can('candidate.cancelInterview') ? (
        <RefusalDialog
          opened={dialog === 'cancel'}
          onClose={close}
          title={t`Cancel the interview`}
          confirmLabel={t`Cancel the interview`}
          advice={<Trans>Please cancel at least 48 hours before the interview, so the employer can plan.</Trans>}
          pending={pending}
          onConfirm={(payload) => send({ type: 'candidate.cancelInterview', payload }, close)}
        />
      ) : null}
      {can('candidate.proposeOptions') ? (
        <ProposeOptionsDialog
          opened={dialog === 'propose'}
          onClose={close}
          type="candidate.proposeOptions"
          pending={pending}
          onSend={(options) => send({ type: 'candidate.proposeOptions', payload: { options } }, close)}
        />
      ) : null}
      {can('candidate.requestReschedule') ? (
        <ProposeOptionsDialog
          opened={dialog === 'reschedule'}
          onClose={close}
          type="candidate.requestReschedule"
          pending={pending}
          onSend={(options) => send({ type: 'candidate.requestReschedule', payload: { options } }, close)}
        />
      ) : null}
    </Stack>
  );
}
