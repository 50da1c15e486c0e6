import { Button, Group, Modal, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HiringEventType } from '../../../../../machines/index';
import type { ProcessView } from '../api/process-view';
import { AgreedTermsCard, termsStageOf } from '../agreed-terms-card';
import type { ProposalSpec, RefusalSpec } from '../process-dialogs';
import { ProcessDialogsOnDemand } from '../process-dialogs-on-demand';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { ActionCard } from './actions/action-card';
import { AvailabilityNotice } from './actions/availability-notice';
import { CandidateAnswerPanel } from './actions/candidate-answer-panel';
import { DecisionPanel, type Decision } from './actions/decision-panel';
import { ExtendOfferDialog } from './actions/extend-offer-dialog';
import { FinalOfferDialog } from './actions/final-offer-dialog';
import { useNomenclature } from '../../../lib/nomenclatures/use-nomenclature';
import { InterviewStatusPanel } from './actions/interview-status-panel';
import { InvitationForm } from './actions/invitation-form';
import { PickOptionPanel } from './actions/pick-option-panel';
import { PresencePanel } from './actions/presence-panel';
import { TrialDialog } from './actions/trial-dialog';
import { useCompanyEvent } from './use-company-event';
import { useInterviewClashes } from '../api/get-interview-clashes';
import { ClashNotice } from '../clash-notice';

export type CompanyDialog =
  | 'refuse'
  | 'cancel'
  | 'propose'
  | 'reschedule'
  | 'finalize'
  | 'followUp'
  | 'trial'
  | 'decline'
  | 'withdraw'
  | 'withdrawAccepted'
  | 'extendOffer'
  | 'reviseOffer'
  | 'confirmHire'
  | null;

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
  // The interview is where the post is, when the post says: a post in Cluj does not send its candidate to the head office.
  const workplace = process.need.address ? [process.need.address, process.need.city_name].filter(Boolean).join(', ') : null;
  const inInterview = process.state.startsWith('interview.');
  // The final offer starts from the post: its place, its name and its terms.
  const jobTitles = useNomenclature('functions');
  const title = process.need.title ?? jobTitles.find((option) => option.value === process.need.job_title)?.label ?? '';
  const post = { place: workplace ?? process.need.city_name ?? '', title, terms: process.need.advertised };
  // The company's own other interviews, asked for only where it proposes or picks a time.
  const schedules = (['company.proposeInterview', 'company.requestFollowUp', 'company.pickOption', 'company.requestReschedule'] as const).some(can);
  const booked = useInterviewClashes(process.id, schedules).data;
  const appointments = booked?.appointments ?? [];
  const decisions: Record<Decision, boolean> = {
    finalOffer: can('company.sendFinalOffer'),
    followUp: can('company.requestFollowUp'),
    trial: can('company.proposeTrial'),
    decline: can('company.decline'),
  };
  // Refusing, cancelling and declining name a reason of the company's list; the button repeats the title.
  const refusals: RefusalSpec<NonNullable<CompanyDialog>>[] = [
    { dialog: 'refuse', type: 'company.rejectCandidate', title: t`Refuse the candidate` },
    {
      dialog: 'cancel',
      type: 'company.cancelInterview',
      reasons: 'companyCancel',
      title: t`Cancel the interview`,
      advice: (
        <Trans>
          Cancelling ends the whole process with this candidate, not only this interview: it is archived and the candidate is told at once. To meet at
          another time, reschedule the interview instead.
        </Trans>
      ),
    },
    {
      dialog: 'decline',
      type: 'company.decline',
      title: t`Decline to hire`,
      advice: (
        <Trans>You decide not to hire this candidate: the process ends and the candidate is told your reason. The post stays open for others.</Trans>
      ),
    },
    {
      dialog: 'withdraw',
      type: 'company.withdraw',
      reasons: 'withdrawal',
      title: t`Withdraw the offer`,
      advice: (
        <Trans>
          The process ends here for this candidate, who is told the post is closed. To close the post for every candidate, archive the post.
        </Trans>
      ),
    },
    {
      dialog: 'withdrawAccepted',
      type: 'company.withdrawAcceptedOffer',
      reasons: 'acceptedOfferWithdrawal',
      title: t`Withdraw the accepted offer`,
      advice: (
        <Trans>
          The candidate accepted your offer and may have turned down others for it. The process ends, the candidate is told with your reason, and
          Medilink customer care will call both of you.
        </Trans>
      ),
    },
  ];
  const proposals: ProposalSpec<NonNullable<CompanyDialog>>[] = [
    { dialog: 'propose', type: 'company.proposeOptions', title: t`Propose other dates` },
    { dialog: 'reschedule', type: 'company.requestReschedule', title: t`Reschedule the interview` },
  ];
  const availability = (instants: string[]) => (
    <>
      <AvailabilityNotice instants={instants} />
      <ClashNotice appointments={appointments} instants={instants} />
    </>
  );

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
        <ActionCard
          title={<Trans>Interview invitation</Trans>}
          hint={<Trans>Choose the interview type and propose 3 times; the candidate picks one.</Trans>}
        >
          <InvitationForm
            workplace={workplace}
            pending={pending}
            submitLabel={t`Send the invitation`}
            appointments={appointments}
            onSend={(payload) => send({ type: 'company.proposeInterview', payload })}
          />
        </ActionCard>
      ) : null}
      {can('company.pickOption') ? (
        <PickOptionPanel
          options={context.options}
          clashes={booked?.clashes ?? []}
          pending={pending}
          canPropose={can('company.proposeOptions')}
          canCancel={can('company.cancelInterview')}
          onPick={(option) => send({ type: 'company.pickOption', payload: { option } })}
          onPropose={() => onDialog('propose')}
          onCancel={() => onDialog('cancel')}
        />
      ) : null}
      {/* Once it has begun the machine asks whether the candidate came instead (the panel below); never both. */}
      {inInterview && !can('company.pickOption') && !can('company.reportPresence') ? (
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
        <PresencePanel
          pending={pending}
          scheduledAt={context.scheduledAt}
          candidateSaidHeld={process.state === 'companyPresent'}
          onAnswer={(present) => send({ type: 'company.reportPresence', payload: { present } })}
        />
      ) : null}
      {Object.values(decisions).some(Boolean) ? (
        <DecisionPanel allowed={decisions} trialDate={context.trial?.date ?? null} onChoose={(d) => onDialog(d === 'finalOffer' ? 'finalize' : d)} />
      ) : null}
      {context.finalOffer ? (
        <AgreedTermsCard offer={context.finalOffer} stage={termsStageOf(process.state)}>
          {can('company.extendFinalOffer') || can('company.reviseFinalOffer') ? (
            <Group gap="sm">
              {can('company.reviseFinalOffer') ? (
                <Button variant="default" onClick={() => onDialog('reviseOffer')}>
                  <Trans>Correct the offer</Trans>
                </Button>
              ) : null}
              {can('company.extendFinalOffer') ? (
                <Button variant="default" onClick={() => onDialog('extendOffer')}>
                  <Trans>Extend the offer</Trans>
                </Button>
              ) : null}
            </Group>
          ) : null}
          {can('company.confirmHire') ? (
            <>
              <Text size="sm" c="dimmed">
                <Trans>The candidate accepted these terms. Confirm the hire once the contract is signed by both of you.</Trans>
              </Text>
              <Group gap="sm">
                <Button loading={pending} onClick={() => onDialog('confirmHire')}>
                  <Trans>Confirm the hire</Trans>
                </Button>
                {can('company.withdrawAcceptedOffer') ? (
                  <Button variant="subtle" color="red" onClick={() => onDialog('withdrawAccepted')}>
                    <Trans>Withdraw the accepted offer</Trans>
                  </Button>
                ) : null}
              </Group>
            </>
          ) : null}
        </AgreedTermsCard>
      ) : null}
      {can('company.withdraw') ? (
        <Group justify="flex-end">
          <Button variant="subtle" color="red" onClick={() => onDialog('withdraw')}>
            <Trans>Withdraw the offer</Trans>
          </Button>
        </Group>
      ) : null}

      <ProcessDialogsOnDemand
        side="company"
        dialog={dialog}
        refusals={refusals}
        proposals={proposals}
        can={can}
        pending={pending}
        send={send}
        onClose={close}
        notice={availability}
      />
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
