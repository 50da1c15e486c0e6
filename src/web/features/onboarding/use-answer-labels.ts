import { useLingui } from '@lingui/react/macro';
import type { EXPERIENCE_BUCKETS, JOB_SEARCH_STATUSES, NOTIFICATION_CHANNELS, WORK_TYPES } from '../../../../machines/onboarding.schema';

type Labels<T extends readonly string[]> = Record<T[number], string>;

/** Labels of the wizard's fixed answers (the values are stable ids, never shown): the steps and the profile share them. */
export function useAnswerLabels() {
  const { t } = useLingui();
  const workTypes: Labels<typeof WORK_TYPES> = { full_time: t`Full time`, part_time: t`Part time`, both: t`Either` };
  const experiences: Labels<typeof EXPERIENCE_BUCKETS> = {
    '0-1': t`Less than 1 year`,
    '1-3': t`1-3 years`,
    '3-5': t`3-5 years`,
    '5-10': t`5-10 years`,
    '10-plus': t`More than 10 years`,
  };
  const channels: Labels<typeof NOTIFICATION_CHANNELS> = { phone: t`Phone call`, email: t`Email`, sms: t`Text message`, whatsapp: 'WhatsApp' };
  const statuses: Labels<typeof JOB_SEARCH_STATUSES> = {
    ready: t`Ready to start a new job`,
    interviewing: t`Already interviewing, open to offers`,
    not_ready: t`Not ready yet, just looking`,
  };
  return { workTypes, experiences, channels, statuses };
}

/** A label map as select/radio options, in the map's order. */
export const optionsOf = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
