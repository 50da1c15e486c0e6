import { Radio, Stack, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  ACCEPTED_OFFER_WITHDRAWAL_REASONS,
  CANDIDATE_REASONS,
  COMPANY_CANCEL_REASONS,
  COMPANY_REASONS,
  OFFER_END_REASONS,
  WITHDRAWAL_REASONS,
} from '../../../../machines/reasons';
import {
  acceptedOfferWithdrawalReasonLabels,
  candidateReasonLabels,
  companyCancelReasonLabels,
  companyReasonLabels,
  offerEndReasonLabels,
  withdrawalReasonLabels,
} from './reason-text';

export interface ReasonValue {
  reason: string | null;
  text: string;
}

export const emptyReason: ReasonValue = { reason: null, text: '' };

/**
 * Whose list: the candidate's or the company's refusal reasons (spec §3), why a company cancels an interview, closes a
 * position, or withdraws an offer the candidate accepted, or why care ends an offer.
 */
export type ReasonSide = 'candidate' | 'company' | 'companyCancel' | 'withdrawal' | 'acceptedOfferWithdrawal' | 'offerEnd';

const REASON_LISTS: Record<ReasonSide, { reasons: readonly string[]; labels: Record<string, MessageDescriptor> }> = {
  candidate: { reasons: CANDIDATE_REASONS, labels: candidateReasonLabels },
  company: { reasons: COMPANY_REASONS, labels: companyReasonLabels },
  companyCancel: { reasons: COMPANY_CANCEL_REASONS, labels: companyCancelReasonLabels },
  withdrawal: { reasons: WITHDRAWAL_REASONS, labels: withdrawalReasonLabels },
  acceptedOfferWithdrawal: { reasons: ACCEPTED_OFFER_WITHDRAWAL_REASONS, labels: acceptedOfferWithdrawalReasonLabels },
  offerEnd: { reasons: OFFER_END_REASONS, labels: offerEndReasonLabels },
};

interface ReasonPickerProps {
  side: ReasonSide;
  label: string;
  value: ReasonValue;
  onChange: (value: ReasonValue) => void;
  /** Translated errors for the reason and for the free text. */
  errors?: { reason?: string | undefined; text?: string | undefined };
}

/** One of the side's refusal reasons (spec §3); 'other' asks for a text, as the machine requires. */
export function ReasonPicker({ side, label, value, onChange, errors }: ReasonPickerProps) {
  const { t, i18n } = useLingui();
  const { reasons, labels } = REASON_LISTS[side];
  return (
    <Stack gap="sm">
      <Radio.Group label={label} withAsterisk value={value.reason} onChange={(reason) => onChange({ ...value, reason })} error={errors?.reason}>
        <Stack gap={8} mt={6}>
          {reasons.map((reason) => (
            <Radio key={reason} value={reason} label={i18n._(labels[reason]!)} />
          ))}
        </Stack>
      </Radio.Group>
      {value.reason === 'other' ? (
        <Textarea
          label={t`Tell us the reason`}
          withAsterisk
          autosize
          minRows={2}
          maxLength={1000}
          value={value.text}
          onChange={(event) => onChange({ ...value, text: event.currentTarget.value })}
          error={errors?.text}
        />
      ) : null}
    </Stack>
  );
}

/** The refusal payload of a picked reason (the text only where it means something). */
export function refusalPayload<R extends string>(value: ReasonValue): { reason: R; text?: string } {
  const text = value.text.trim();
  return value.reason === 'other' || text ? { reason: value.reason as R, text } : { reason: value.reason as R };
}
