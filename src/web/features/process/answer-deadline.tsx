import { Text, type MantineSize } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { BUSINESS_TIME_ZONE, inBucharest } from '../../../../machines/bucharest-time';
import type { Schemas } from '../../lib/api/schemas';
import { dateFormat } from '../../lib/i18n/format';

/** The deadline the server computed for the answer a process waits for (Romania's working days). */
export type Deadline = NonNullable<Schemas['AnswerDeadline']>;

/**
 * A deadline's day (weekday, day and month, and the year when it is not this one) and time on the Bucharest clock,
 * as the locale writes them: "miercuri, 2 decembrie" and "10:15".
 */
export function deadlineParts(iso: string, locale: string, now = new Date()): { date: string; time: string } {
  const at = new Date(iso);
  const thisYear = inBucharest(at).date.slice(0, 4) === inBucharest(now).date.slice(0, 4);
  const date = dateFormat(locale, {
    timeZone: BUSINESS_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(thisYear ? {} : { year: 'numeric' }),
  }).format(at);
  const time = dateFormat(locale, { timeZone: BUSINESS_TIME_ZONE, timeStyle: 'short' }).format(at);
  return { date, time };
}

/**
 * "Answer by Wednesday, 2 December at 10:15": the date and time a night-shift nurse can plan by, never a count of
 * hours from a moment she may not know. Past the deadline (the server not having closed the process yet) it says so.
 */
export function AnswerDeadline({ deadline, size = 'sm' }: { deadline: Deadline; size?: MantineSize }) {
  const { t, i18n } = useLingui();
  const { date, time } = deadlineParts(deadline.at, i18n.locale);
  const passed = Date.parse(deadline.at) <= Date.now();
  const text = passed
    ? t`The time to answer ended on ${date} at ${time}.`
    : deadline.kind === 'finalOffer'
      ? t`The offer is valid until ${date} at ${time}.`
      : t`Answer by ${date} at ${time}.`;
  return (
    <Text size={size} fw={600} c={passed ? 'red' : undefined} data-testid="answer-deadline" data-deadline={deadline.at}>
      {text}
    </Text>
  );
}
