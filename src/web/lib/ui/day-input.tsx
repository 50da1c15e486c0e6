import '@mantine/dates/styles.css';
import 'dayjs/locale/ro';
import { DatePickerInput } from '@mantine/dates';
import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { isWorkingDay } from '../../../../machines/deadlines';
import { formatDay } from '../i18n/format';

export interface DayInputProps {
  label: string;
  value: string | null;
  onChange: (day: string | null) => void;
  minDate?: string;
  maxDate?: string;
  /** Grey out what is not a working day (weekends, holidays, closure days): interviews, calls, trial days. A contract date may fall on any day. */
  workingDaysOnly?: boolean;
  /** A day years away (a licence's issue or expiry): an empty picker opens on the decade, then the year and month. */
  yearFirst?: boolean;
  /** An asterisk by the label (a form's required field); the day of an interview option goes without. */
  withAsterisk?: boolean;
  miw?: number;
  error?: string | undefined;
  /** The picker's button (DayField moves the focus to it). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * What every day picker shares: the active language, Monday first, the day written and read out as the locale says,
 * and labelled month, year and decade buttons.
 */
export function useDayPickerLocale() {
  const { t, i18n } = useLingui();
  return {
    locale: i18n.locale === 'en' ? 'en' : 'ro',
    firstDayOfWeek: 1,
    valueFormatter: ({ date }: { date: unknown }) => (typeof date === 'string' && date ? formatDay(date, i18n.locale) : ''),
    getDayAriaLabel: (day: string) => formatDay(day, i18n.locale),
    ariaLabels: {
      nextMonth: t`Next month`,
      previousMonth: t`Previous month`,
      nextYear: t`Next year`,
      previousYear: t`Previous year`,
      nextDecade: t`Next decade`,
      previousDecade: t`Previous decade`,
    },
  } as const;
}

/** A calendar day ('YYYY-MM-DD') in the active language, Monday first, with labelled days and month buttons. */
export function DayInput({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  workingDaysOnly = false,
  yearFirst = false,
  withAsterisk = true,
  miw,
  error,
  ref,
}: DayInputProps) {
  const { t } = useLingui();
  const localeProps = useDayPickerLocale();
  return (
    <DatePickerInput
      {...localeProps}
      label={label}
      withAsterisk={withAsterisk}
      placeholder={t`Choose a day`}
      value={value}
      onChange={onChange}
      minDate={minDate}
      maxDate={maxDate}
      {...(workingDaysOnly ? { excludeDate: (day: string) => !isWorkingDay(day) } : {})}
      {...(yearFirst && !value ? { defaultLevel: 'decade' as const } : {})}
      error={error}
      miw={miw}
      ref={ref}
    />
  );
}
