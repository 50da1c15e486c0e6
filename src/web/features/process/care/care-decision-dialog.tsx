import { Alert } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { OfferEndReason } from '../../../../../machines/index';
import { ApiError } from '../../../lib/api/client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { ReasonPicker, emptyReason, refusalPayload, type ReasonValue } from '../reason-picker';
import type { CareProcess } from './api/get-care-queue';
import { LicenceCheck, UNCHECKED, licencePayload, refusalOf, type LicenceConfirmation, type LicenceRefusal } from './licence-check';
import { useCareEvent, type CareDecision } from './use-care-event';

/**
 * A decision care is about to take on a process: which (an offer's ending gets its reason in the dialog), and what
 * to do once the server took it.
 */
export interface PendingDecision {
  process: CareProcess;
  decision: Exclude<CareDecision, { kind: 'endOffer' }> | { kind: 'endOffer' };
  onDone?: (note: string) => void;
}

interface Wording {
  title: string;
  confirm: string;
  follows: ReactNode;
  done: string;
  color?: string;
}

/**
 * Every care decision asks once, says what follows, and keeps a note of why (the event log keeps it with the
 * decision, so whoever looks at the process later knows what care learned).
 */
export function CareDecisionDialog({ pending, onClose }: { pending: PendingDecision | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const event = useCareEvent();
  const [licence, setLicence] = useState<LicenceConfirmation>(UNCHECKED);
  // Ending an offer: the reason both sides read, checked here as the machine checks it ('other' needs its text).
  const [reason, setReason] = useState<ReasonValue>(emptyReason);
  const [reasonTried, setReasonTried] = useState(false);
  // The machine's refusal (a regulated job title validated without the licence checked), shown where care acts.
  const [refusal, setRefusal] = useState<LicenceRefusal | null>(null);
  const name = pending?.process.candidate.name ?? '';
  // A validation of a regulated job title (the screening queue says which) carries care's licence check.
  const checksLicence = pending?.decision.kind === 'validate' ? (pending.process.licence ?? null) : null;
  const endsOffer = pending?.decision.kind === 'endOffer';
  const reasonErrors = {
    reason: reasonTried && !reason.reason ? t`Choose the reason` : undefined,
    text: reasonTried && reason.reason === 'other' && !reason.text.trim() ? t`Describe the reason` : undefined,
  };
  const close = () => {
    setLicence(UNCHECKED);
    setRefusal(null);
    setReason(emptyReason);
    setReasonTried(false);
    onClose();
  };
  const wordings: Record<CareDecision['kind'], Wording> = {
    validate: {
      title: t`Validate ${name}?`,
      confirm: t`Validate`,
      follows: t`The candidate is recommended to the company, which is asked to accept or refuse them.`,
      done: t`${name} was validated and recommended to the company.`,
      color: 'teal',
    },
    invalidate: {
      title: t`Invalidate ${name}?`,
      confirm: t`Invalidate`,
      follows: t`The process ends here: the candidate is told the offer goes no further. The company never sees them.`,
      done: t`${name} was invalidated.`,
      color: 'red',
    },
    notPresented: {
      title: t`Mark ${name} as not presented?`,
      confirm: t`Mark as not presented`,
      follows: t`The process ends here because the candidate could not be reached at the chosen time; the candidate is told.`,
      done: t`${name} was marked as not presented.`,
      color: 'red',
    },
    held: {
      title: t`The interview took place?`,
      confirm: t`It took place`,
      follows: t`Nobody is marked absent; the process goes on and the candidate is asked for feedback. Both sides are told.`,
      done: t`The presence was settled: the interview took place.`,
      color: 'teal',
    },
    missed: {
      title: t`The interview did not take place?`,
      confirm: t`It did not take place`,
      follows: t`The process ends as the absence of the side said absent (a candidate's absence then counts against them). Both sides are told.`,
      done: t`The presence was settled: the interview did not take place.`,
      color: 'red',
    },
    unarchive: {
      title: t`Reopen this process?`,
      confirm: t`Reopen`,
      follows: t`The process returns to the stage it left and both sides are told.`,
      done: t`The process was reopened.`,
    },
    endOffer: {
      title: t`End the offer to ${name}?`,
      confirm: t`End the offer`,
      follows: t`The offer closes before the candidate answered. Both sides read the reason you choose; the candidate is told. Your note stays with customer care.`,
      done: t`The offer to ${name} was ended.`,
      color: 'red',
    },
  };
  const wording = pending ? wordings[pending.decision.kind] : null;
  return (
    <ConfirmDialog
      opened={pending !== null}
      onClose={close}
      title={wording?.title ?? ''}
      confirmLabel={wording?.confirm ?? ''}
      color={wording?.color}
      pending={event.isPending}
      note="required"
      noteLabel={t`Note (what you learned, why)`}
      details={
        endsOffer ? (
          <ReasonPicker side="offerEnd" label={t`Reason (both sides read it)`} value={reason} onChange={setReason} errors={reasonErrors} />
        ) : checksLicence ? (
          <>
            <LicenceCheck licence={checksLicence} value={licence} onChange={setLicence} referenceError={refusal?.reference} />
            {refusal ? (
              <Alert color="red" variant="light" role="alert" title={t`Not validated`}>
                {refusal.texts.join(' ')}
              </Alert>
            ) : null}
          </>
        ) : null
      }
      onConfirm={(note) => {
        setReasonTried(true);
        if (!pending || !note) return;
        if (endsOffer && (!reason.reason || (reason.reason === 'other' && !reason.text.trim()))) return;
        setRefusal(null);
        const decision: CareDecision =
          pending.decision.kind === 'endOffer' ? { kind: 'endOffer', ending: refusalPayload<OfferEndReason>(reason) } : pending.decision;
        event.mutate(
          { process: pending.process, decision, note, ...(checksLicence ? { licence: licencePayload(licence) } : {}) },
          {
            onSuccess: () => {
              notifySuccess(wording!.done);
              pending.onDone?.(note);
              close();
            },
            onError: (error) => {
              if (checksLicence && error instanceof ApiError && error.status === 400) setRefusal(refusalOf(error, i18n));
              else notifyError(error);
            },
          },
        );
      }}
    >
      {wording?.follows}
    </ConfirmDialog>
  );
}
