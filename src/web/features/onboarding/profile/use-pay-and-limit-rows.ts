import { useLingui } from '@lingui/react/macro';
import type { ShiftPattern } from '../../../../../machines/working-time';
import { formatLei } from '../../../lib/i18n/format';
import type { OnboardingProfile } from '../api/onboarding-profile';
import type { ProfileRow } from './profile-section';

/** The desired pay on its basis (net or brut) and the working-time limits, as the profile page reads them back. */
export function usePayAndLimitRows(profile: OnboardingProfile): ProfileRow[] {
  const { t, i18n } = useLingui();
  const gross = profile.salary_basis === 'gross';
  const lei = (amount: number | null | undefined) => (amount == null ? '' : formatLei(amount, i18n.locale));
  const unsaid = t`Not stated`;
  const yesNo = (value: boolean | null | undefined) => (value == null ? unsaid : value ? t`Yes` : t`No`);
  // A list reads as one sentence: "Ture de zi, ture de 12 h", only its first word capitalised.
  const patternWords: Record<ShiftPattern, string> = {
    day: t({ message: 'day shifts', context: 'mid-sentence' }),
    '12h': t({ message: '12 h shifts', context: 'mid-sentence' }),
    '24h': t({ message: '24 h shifts', context: 'mid-sentence' }),
    rotating: t({ message: 'rotating shifts', context: 'mid-sentence' }),
  };
  const patterns = profile.accepted_shift_patterns ?? [];
  const patternList = patterns.map((p) => patternWords[p]).join(', ');
  return [
    { label: gross ? t`Minimum gross salary per month` : t`Minimum net salary per month`, value: lei(profile.min_salary) },
    { label: gross ? t`Desired gross salary per month` : t`Desired net salary per month`, value: lei(profile.max_salary) },
    {
      label: t`Shift patterns you accept`,
      value: patternList ? patternList.charAt(0).toLocaleUpperCase(i18n.locale) + patternList.slice(1) : unsaid,
    },
    {
      label: t`At most how many gărzi (on-call shifts) a month`,
      value: profile.max_garzi_per_month == null ? unsaid : String(profile.max_garzi_per_month),
    },
    { label: t`Night work is fine`, value: yesNo(profile.accepts_nights) },
    { label: t`Weekend work is fine`, value: yesNo(profile.accepts_weekends) },
  ];
}
