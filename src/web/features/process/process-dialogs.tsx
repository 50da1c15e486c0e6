import type { ReactNode } from 'react';
import type { HiringEventType } from '../../../../machines/index';
import type { ProcessEvent } from './api/send-event';
import { OptionsDialog } from './options-dialog';
import type { ReasonSide } from './reason-picker';
import { RefusalDialog } from './refusal-dialog';
import type { OptionsEventType } from './slot-check';

type RefusalEventType =
  | 'candidate.rejectOffer'
  | 'candidate.rejectFinalOffer'
  | 'candidate.cancelInterview'
  | 'company.rejectCandidate'
  | 'company.cancelInterview'
  | 'company.decline'
  | 'company.withdraw'
  | 'company.withdrawAcceptedOffer';

/** A dialog that names a reason: its name in the screen's state, its event, its title and advice. */
export interface RefusalSpec<D extends string> {
  dialog: D;
  type: RefusalEventType;
  title: string;
  /** The reason list, when not the side's refusal reasons (closing a position has its own). */
  reasons?: ReasonSide;
  /** The confirm button; the title when left out. */
  confirmLabel?: string;
  /** What the event needs besides the reason (the version of the final offer it refuses). */
  extra?: Record<string, unknown>;
  advice?: ReactNode;
}

/** A dialog that proposes three other times. */
export interface ProposalSpec<D extends string> {
  dialog: D;
  type: OptionsEventType;
  title: string;
}

export interface ProcessDialogsProps<D extends string> {
  side: 'candidate' | 'company';
  /** The open dialog, if any. */
  dialog: D | null;
  refusals: RefusalSpec<D>[];
  proposals: ProposalSpec<D>[];
  can: (type: HiringEventType) => boolean;
  pending: boolean;
  send: (event: ProcessEvent, onDone?: () => void) => void;
  onClose: () => void;
  /** Under the proposed times, given the instants that pass the rules so far (warnings: availability, clashes). */
  notice?: (instants: string[]) => ReactNode;
}

/** The reason and three-times dialogs of one side of the process, each there only while the machine allows its event. */
export function ProcessDialogs<D extends string>({ side, dialog, refusals, proposals, can, pending, send, onClose, notice }: ProcessDialogsProps<D>) {
  return (
    <>
      {refusals.map(({ dialog: name, type, title, reasons, confirmLabel, advice, extra }) =>
        can(type) ? (
          <RefusalDialog
            key={type}
            side={reasons ?? side}
            opened={dialog === name}
            onClose={onClose}
            title={title}
            confirmLabel={confirmLabel ?? title}
            advice={advice}
            pending={pending}
            // The reason comes from the side's own list, the one the event's schema takes.
            onConfirm={(payload) => send({ type, payload: { ...payload, ...extra } } as ProcessEvent, onClose)}
          />
        ) : null,
      )}
      {proposals.map(({ dialog: name, type, title }) =>
        can(type) ? (
          <OptionsDialog
            key={type}
            opened={dialog === name}
            onClose={onClose}
            title={title}
            type={type}
            pending={pending}
            notice={notice}
            onSend={(options) => send({ type, payload: { options } }, onClose)}
          />
        ) : null,
      )}
    </>
  );
}
