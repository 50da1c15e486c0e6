import { Button, Group } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProcessView } from '../api/process-view';
import { useActionsOf } from '../use-actions-of';
import { ClashNotice } from '../clash-notice';
import { ProcessDialogsOnDemand } from '../process-dialogs-on-demand';
import { useNomenclature } from '../../../lib/nomenclatures/use-nomenclature';
import { ActionCard } from './actions/action-card';
import { AvailabilityNotice } from './actions/availability-notice';
import { CandidateAnswerPanel } from './actions/candidate-answer-panel';
import { DecisionPanel, type Decision } from './actions/decision-panel';
import { InterviewStatusPanel } from './actions/interview-status-panel';
import { InvitationForm } from './actions/invitation-form';
import { PickOptionPanel } from './actions/pick-option-panel';
import { PresencePanel } from './actions/presence-panel';
import { CompanyAgreedTerms } from './company-agreed-terms';
import type { CompanyDialog } from './company-dialog';
import { CompanyOfferDialogs } from './company-offer-dialogs';
import { useCompanyRefusals } from './company-refusals';
import { useCompanyEvent } from './use-company-event';

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
  const { can, booked } = useActionsOf(process, [
    'company.proposeInterview',
    'company.requestFollowUp',
    'company.pickOption',
    'company.requestReschedule',
  ]);
  const { context } = process.snapshot;
  const close = () => onDialog(null);
  // The interview is where the post is, when the post says: a post in Cluj does not send its candidate to the head office.
  const workplace = process.need.address ? [process.need.address, process.need.city_name].filter(Boolean).join(', ') : null;
  const inInterview = process.state.startsWith('interview.');
  // The final offer starts from the post: its place, its name and its terms.
  const jobTitles = useNomenclature('functions');
  const title = process.need.title ?? jobTitles.find((option) => option.value === process.need.job_title)?.label ?? '';
  const post = { place: workplace ?? process.need.city_name ?? '', title, terms: process.need.advertised };
  const appointments = booked?.appointments ?? [];
  const decisions: Record<Decision, boolean> = {
    finalOffer: can('company.sendFinalOffer'),
    followUp: can('company.requestFollowUp'),
    trial: can('company.proposeTrial'),
    decline: can('company.decline'),
  };
  const { refusals, proposals } = useCompanyRefusals();
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
      <CompanyAgreedTerms process={process} can={can} pending={pending} onDialog={onDialog} />
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
      <CompanyOfferDialogs
        process={process}
        dialog={dialog}
        onClose={close}
        can={can}
        pending={pending}
        send={send}
        post={post}
        workplace={workplace}
        appointments={appointments}
      />
    </>
  );
}
