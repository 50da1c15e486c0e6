import { candidateStatusOf, companyStatusOf, type CandidateStatus, type CompanyStatus } from '../../../../machines/index';

const STATUS_VARIANTS = ['usual', 'followUp', 'rescheduled'] as const;
export type StatusVariant = (typeof STATUS_VARIANTS)[number];

export interface StatusRow {
  variant: StatusVariant;
  candidate: CandidateStatus;
  company: CompanyStatus | null;
}

const CONTEXTS: Record<StatusVariant, { followUp: boolean; rescheduled: boolean }> = {
  usual: { followUp: false, rescheduled: false },
  followUp: { followUp: true, rescheduled: false },
  rescheduled: { followUp: false, rescheduled: true },
};

/**
 * Both statuses a hiring state maps to, for a representative snapshot (first round, never rescheduled), plus the
 * variants where the interview round changes them (a follow-up round, a reschedule).
 */
export function hiringStatusRows(statePath: string): StatusRow[] {
  const rows = STATUS_VARIANTS.map((variant) => {
    const snapshot = { value: statePath, context: CONTEXTS[variant] };
    return { variant, candidate: candidateStatusOf(snapshot), company: companyStatusOf(snapshot) };
  });
  const [usual, ...variants] = rows;
  return [usual!, ...variants.filter((row) => row.candidate !== usual!.candidate || row.company !== usual!.company)];
}
