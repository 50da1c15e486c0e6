import { Button, Modal } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CompanyReason, HiringEventType } from '../../../../machines/index';
import type { ProcessView } from '../../lib/process/api/process-view';
import { RefusalDialog } from '../../lib/process/refusal-dialog';
import { ActionCard } from './actions/action-card';
import { CandidateAnswerPanel } from './actions/candidate-answer-panel';
import { DecisionPanel, type Decision } from './actions/decision-panel';
import { FinalOfferDialog } from './actions/final-offer-dialog';
import { InterviewStatusPanel } from './actions/interview-status-panel';
import { InvitationForm } from './actions/invitation-form';
import { OptionsDialog } from './actions/options-dialog';
import { PickOptionPanel } from './actions/pick-option-panel';
import { PresencePanel } from './actions/presence-panel';
import { TrialDialog } from './actions/trial-dialog';
import { useCompanyEvent } from './use-company-event';

export type CompanyDialog = 'refuse' | 'cancel' | 'propose' | 'reschedule' | 'finalize' | 'followUp' | 'trial' | 'decline' | null;

interface CompanyProcessActionsProps {
  process: ProcessView;
  dialog: CompanyDialog;
  onDialog: (dialog: CompanyDialog) => void;
}

/**
 * Every company action of the process screen. A panel or button appears only when the server lists its event in
 * `can`: the screen never decides a transition itself, it renders the machine's answer and sends events.
 */
export function CompanyProcessActions({ process, dialog, onDialog }: CompanyProcessActionsProps) {
  const { t } = useLingui();
  const { send, pending } = useCompanyEvent(process);
  const can = (type: HiringEventType) => process.can.includes(type);
  const { context } = process.snapshot;
  const close = () => onDialog(null);
  const inInterview = process.state.startsWith('interview.');
  const decisions: Record<Decision, boolean> = {
    finalOffer: can('company.sendFinalOffer'),
    followUp: can('company.requestFollowUp'),
    trial: can('company.proposeTrial'),
    decline: can('company.decline'),
  };

  return (
    <>
      {can('company.acceptCandidate') || can('company.rejectCandidate') ? (
        <CandidateAnswerPanel
          canAccept={can('company.acceptCandidate')}
          pending={pending}
          onAccept={() => send({ type: 'company.acceptCandidate', payload: {} })}
          onRefuse={() => onDialog('refuse')}
        />
      ) : null}
      {can('company.proposeInterview') ? (
        <ActionCard title={<Trans>Interview invitation</Trans>} hint={<Trans>Choose the interview type and propose 3 times; the candidate picks one.</Trans>}>
          <InvitationForm pending={pending} submitLabel={t`Send the invitation`} onSend={(payload) => send({ type: 'company.proposeInterview', payload })} />
        </ActionCard>
      ) : null}
      {can('company.pickOption') ? (
        <PickOptionPanel
          options={context.options}
          pending={pending}
          canPropose={can('company.proposeOptions')}
          canCancel={can('company.cancelInterview')}
          onPick={(option) => send({ type: 'company.pickOption', payload: { option } })}
          onPropose={() => onDialog('propose')}
          onCancel={() => onDialog('cancel')}
        />
      ) : null}
      {inInterview && !can('company.pickOption') ? (
        <InterviewStatusPanel
          interview={context.interview}
          scheduledAt={process.state === 'interview.scheduled' ? context.scheduledAt : null}
          options={process.state === 'interview.candidateChoosing' ? context.options : []}
          canReschedule={can('company.requestReschedule')}
          canCancel={can('company.cancelInterview')}
          onReschedule={() => onDialog('reschedule')}
          onCancel={() => onDialog('cancel')}
        />
      ) : null}
      {can('company.reportPresence') ? (
        <PresencePanel pending={pending} onAnswer={(present) => send({ type: 'company.reportPresence', payload: { present } })} />
      ) : null}
      {Object.values(decisions).some(Boolean) ? (
        <DecisionPanel allowed={decisions} trialDate={context.trial?.date ?? null} onChoose={(d) => onDialog(d === 'finalOffer' ? 'finalize' : d)} />
      ) : null}
      {can('company.confirmHire') ? (
        <ActionCard title={<Trans>The candidate accepted your final offer</Trans>} hint={<Trans>Confirm the hire once the contract is signed.</Trans>}>
          <Button loading={pending} onClick={() => send({ type: 'company.confirmHire', payload: {} })} style={{ alignSelf: 'flex-start' }}>
            <Trans>Confirm the hire</Trans>
          </Button>
        </ActionCard>
      ) : null}

      {can('company.rejectCandidate') ? (
        <RefusalDialog<CompanyReason>
          side="company"
          opened={dialog === 'refuse'}
          onClose={close}
          title={t`Refuse the candidate`}
          confirmLabel={t`Refuse the candidate`}
          pending={pending}
          onConfirm={(payload) => send({ type: 'company.rejectCandidate', payload }, close)}
        />
      ) : null}
      {can('company.cancelInterview') ? (
        <RefusalDialog<CompanyReason>
          side="company"
          opened={dialog === 'cancel'}
          onClose={close}
          title={t`Cancel the interview`}
          confirmLabel={t`Cancel the interview`}
          advice={<Trans>The candidate is told at once and the process is archived.</Trans>}
          pending={pending}
          onConfirm={(payload) => send({ type: 'company.cancelInterview', payload }, close)}
        />
      ) : null}
      {can('company.decline') ? (
        <RefusalDialog<CompanyReason>
          side="company"
          opened={dialog === 'decline'}
          onClose={close}
          title={t`Decline to hire`}
          confirmLabel={t`Decline to hire`}
          pending={pending}
          onConfirm={(payload) => send({ type: 'company.decline', payload }, close)}
        />
      ) : null}
      {can('company.proposeOptions') ? (
        <OptionsDialog opened={dialog === 'propose'} onClose={close} type="company.proposeOptions" pending={pending} onSend={(options) => send({ type: 'company.proposeOptions', payload: { options } }, close)} />
      ) : null}
      {can('company.requestReschedule') ? (
        <OptionsDialog opened={dialog === 'reschedule'} onClose={close} type="company.requestReschedule" pending={pending} onSend={(options) => send({ type: 'company.requestReschedule', payload: { options } }, close)} />
      ) : null}
      {can('company.sendFinalOffer') ? (
        <FinalOfferDialog opened={dialog === 'finalize'} onClose={close} pending={pending} onSend={(payload) => send({ type: 'company.sendFinalOffer', payload }, close)} />
      ) : null}
      {can('company.proposeTrial') ? (
        <TrialDialog opened={dialog === 'trial'} onClose={close} pending={pending} onSend={(payload) => send({ type: 'company.proposeTrial', payload }, close)} />
      ) : null}
      {can('company.requestFollowUp') ? (
        <Modal opened={dialog === 'followUp'} onClose={close} title={t`Invite to a new interview`} centered size="lg">
          <InvitationForm pending={pending} submitLabel={t`Send the invitation`} onSend={(payload) => send({ type: 'company.requestFollowUp', payload }, close)} />
        </Modal>
      ) : null}
    </>
  );
}
