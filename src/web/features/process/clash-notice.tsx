import { Alert, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { interviewClashes } from '../../../../machines/interview-clash';
import type { BookedAppointment } from './api/get-interview-clashes';
import { formatInstant } from '../../lib/time/bucharest-time';

/** "your interview for …, Thursday 10 March, 14:00" or "your phone screen …": one appointment, in the viewer's words. */
function useAppointmentText() {
  const { t, i18n } = useLingui();
  return (a: BookedAppointment) => {
    const when = formatInstant(a.at, i18n.locale);
    return a.kind === 'phoneScreen' ? t`your phone screen for ${a.label}, ${when}` : t`your interview for ${a.label}, ${when}`;
  };
}

/** Under one option on the table: what it overlaps, when it does. */
export function ClashHint({ slot, clashes }: { slot: string; clashes: readonly { slot: string; with: BookedAppointment[] }[] }) {
  const text = useAppointmentText();
  const clash = clashes.find((c) => c.slot === slot);
  if (!clash) return null;
  const other = clash.with.map(text).join('; ');
  return (
    <Text size="xs" c="orange.9" component="span" data-clash>
      <Trans>At the same time as {other}.</Trans>
    </Text>
  );
}

/**
 * A warning (never a refusal) when times being proposed overlap the viewer's other appointments; the same rule as
 * the server's (machines/interview-clash.ts). Each side is given only its own calendar.
 */
export function ClashNotice({ appointments, instants }: { appointments: readonly BookedAppointment[]; instants: readonly string[] }) {
  const { i18n } = useLingui();
  const text = useAppointmentText();
  const clashes = interviewClashes(appointments, instants);
  if (!clashes.length) return null;
  return (
    <Alert color="yellow" variant="light" role="status" title={<Trans>Another interview at the same time</Trans>}>
      {clashes.map((c) => (
        <Text size="sm" key={c.slot}>
          {formatInstant(c.slot, i18n.locale)}: {c.with.map(text).join('; ')}
        </Text>
      ))}
      <Text size="sm" mt={4}>
        <Trans>You can still send it.</Trans>
      </Text>
    </Alert>
  );
}
