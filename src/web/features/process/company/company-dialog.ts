import type { HiringEventType } from '../../../../../machines/index';
import type { ProcessEvent } from '../api/send-event';

/** The dialog open on the company's process screen (the URL can open 'cancel' and 'finalize'). */
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

/** What the company's action parts share: the machine's allowed events, the sending, and the dialog to open. */
export interface CompanyActionProps {
  can: (type: HiringEventType) => boolean;
  pending: boolean;
  send: (event: ProcessEvent, onDone?: () => void) => void;
  onDialog: (dialog: CompanyDialog) => void;
}
