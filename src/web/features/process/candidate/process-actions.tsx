import { Button, Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProcessView } from '../api/process-view';
import type { ProposalSpec, RefusalSpec } from '../process-dialogs';
import { ProcessDialogsOnDemand } from '../process-dialogs-on-demand';
import { CallSlotPanel } from './actions/call-slot-panel';
import { ChooseOptionPanel } from './actions/choose-option-panel';
import { FeedbackPanel } from './actions/feedback-panel';
import { FinalOfferPanel } from './actions/final-offer-panel';
import { OfferAnswerPanel } from './actions/offer-answer-panel';
import { PresencePanel } from './actions/presence-panel';
import { RefusalReplyForm } from '../refusal-reply';
import { ScheduledPanel } from './actions/scheduled-panel';
import { WaitingOptionsPanel } from './actions/waiting-options-panel';
import { useCandidateEvent } from './use-candidate-event';
import { useActionsOf } from '../use-actions-of';
import { ClashNotice } from '../clash-notice';

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
  const { can, booked } = useActionsOf(process, ['candidate.pickOption', 'candidate.proposeOptions', 'candidate.requestReschedule']);
  const { context } = process.snapshot;
  const close = () => onDialog(null);
  // An answer to the final offer names the version of its terms the candidate read.
  const revision = context.finalOffer?.revision ?? 1;
  // 'refuse' serves the one refusal the state allows: the offer, or the final offer.
  const refusals: RefusalSpec<NonNullable<Dialog>>[] = [
    { dialog: 'refuse', type: 'candidate.rejectOffer', title: t`Refuse the offer` },
    {
      dialog: 'refuse',
      type: 'candidate.rejectFinalOffer',
      title: t`Reject the final offer`,
      confirmLabel: t`Reject the offer`,
      extra: { revision },
    },
    {
      dialog: 'cancel',
      type: 'candidate.cancelInterview',
      title: t`Cancel the interview`,
      advice: (
        <Trans>
          Cancelling ends the whole process with this employer, not only this interview: it is archived and the employer is told your reason. To meet
          at another time, request another date instead. Please cancel at least 48 hours before the interview, so the employer can plan.
        </Trans>
      ),
    },
  ];
  const proposals: ProposalSpec<NonNullable<Dialog>>[] = [
    { dialog: 'propose', type: 'candidate.proposeOptions', title: t`Propose other times` },
    { dialog: 'reschedule', type: 'candidate.requestReschedule', title: t`Request another date` },
  ];

  return (
    // `display: contents`: the panels join the page's own column, so an empty set leaves no extra gap.
    <Stack gap="lg" style={{ display: 'contents' }}>
      {can('candidate.acceptOffer') ? (
        <OfferAnswerPanel
          deadline={process.deadline}
          pending={pending}
          onInterested={(callSlot) => send({ type: 'candidate.acceptOffer', payload: { callSlot } })}
          onRefuse={() => onDialog('refuse')}
        />
      ) : null}
      {process.state === 'screening' && context.callSlot ? <CallSlotPanel callSlot={context.callSlot} /> : null}
      {can('candidate.pickOption') ? (
        <ChooseOptionPanel
          interview={context.interview}
          options={context.options}
          clashes={booked?.clashes ?? []}
          deadline={process.deadline}
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
      {/* Once it has begun the machine asks whether it took place instead (the panel below); never both. */}
      {process.state === 'interview.scheduled' && context.scheduledAt && !can('candidate.reportPresence') ? (
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
        <PresencePanel
          pending={pending}
          scheduledAt={context.scheduledAt}
          employerSaidHeld={process.state === 'candidatePresent'}
          onAnswer={(present) => send({ type: 'candidate.reportPresence', payload: { present } })}
        />
      ) : null}
      {can('candidate.giveFeedback') ? (
        <FeedbackPanel pending={pending} onSend={(payload) => send({ type: 'candidate.giveFeedback', payload })} />
      ) : null}
      {context.finalOffer ? (
        <FinalOfferPanel
          offer={context.finalOffer}
          state={process.state}
          deadline={process.deadline}
          canAnswer={can('candidate.acceptFinalOffer')}
          pending={pending}
          onAccept={() => send({ type: 'candidate.acceptFinalOffer', payload: { revision } })}
          onReject={() => onDialog('refuse')}
        />
      ) : null}
      {can('candidate.replyToRefusal') ? (
        <RefusalReplyForm closing={context.closing} pending={pending} onSend={(payload) => send({ type: 'candidate.replyToRefusal', payload })} />
      ) : null}

      <ProcessDialogsOnDemand
        side="candidate"
        dialog={dialog}
        refusals={refusals}
        proposals={proposals}
        can={can}
        pending={pending}
        send={send}
        onClose={close}
        notice={(instants) => <ClashNotice appointments={booked?.appointments ?? []} instants={instants} />}
      />
    </Stack>
  );
}
