import { Button, Checkbox, Divider, Group, NativeSelect, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { notifySuccess } from '../../notify';
import { useNotificationSettings, useSaveNotificationSettings, type NotificationSettings } from './notification-settings-api';
import { PushDevices } from './push-devices';

type Group = keyof NotificationSettings['channels'];
type Channel = NotificationSettings['channels'][Group][number];

const toTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const toMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
const IN_APP = 'app';
const HALF_HOURS = Array.from({ length: 48 }, (_, i) => i * 30);
/**
 * The half hours of a day on the 24-hour clock, with a saved time off that grid kept. A list rather than the
 * browser's time field, which draws AM/PM after the browser's own language, not the page's.
 */
const timeOptions = (saved: number) => [...new Set([...HALF_HOURS, saved])].sort((a, b) => a - b).map(toTime);

/**
 * On both profiles: which news reaches the person away from the app, by mail, (candidates) a text on the SMS or
 * WhatsApp channel of the profile, or a push to the devices turned on below, and quiet hours in Romania's time, when
 * texts and pushes wait (a nurse after a night shift sleeps by day). The notification centre keeps every notice
 * whatever is chosen here.
 */
export function NotificationSettingsCard({ texts }: { texts: boolean }) {
  const { t } = useLingui();
  const saved = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [draft, setDraft] = useState<NotificationSettings | null>(null);
  useEffect(() => {
    if (saved.data && !draft) setDraft(saved.data);
  }, [saved.data, draft]);

  const groups: Array<{ key: Group; label: string }> = [
    { key: 'offers', label: t`New offers and their reminders` },
    { key: 'interviews', label: t`Interviews: proposed times, changes, reminders` },
    { key: 'finalOffers', label: t`Final offers and hiring` },
    { key: 'other', label: t`Other news about your processes` },
  ];
  const channels: Array<{ key: Channel; label: string }> = [
    { key: 'email', label: t`Email` },
    ...(texts ? [{ key: 'text' as const, label: t`SMS or WhatsApp (as chosen in your profile)` }] : []),
    { key: 'push', label: t`Notification on my devices` },
  ];

  if (!draft) {
    return (
      <Paper withBorder radius="lg" p="lg">
        <Skeleton height={120} aria-hidden />
      </Paper>
    );
  }
  const quietError = draft.quiet && draft.quiet.start === draft.quiet.end ? t`Quiet hours must end at another time than they start` : null;

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="notification-settings-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (quietError) return;
          save.mutate(draft, { onSuccess: () => notifySuccess(t`Your notification settings are saved.`) });
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h4" id="notification-settings-title">
            <Trans>Notification settings</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Every notice waits in the notification centre (the bell). Choose what also reaches you away from the app.</Trans>
          </Text>
          {groups.map((group) => (
            <Checkbox.Group
              key={group.key}
              label={group.label}
              // The notification centre is a channel too, always on: shown ticked and fixed, never saved.
              value={[IN_APP, ...draft.channels[group.key]]}
              onChange={(value) =>
                setDraft({ ...draft, channels: { ...draft.channels, [group.key]: value.filter((v): v is Channel => v !== IN_APP) } })
              }
            >
              <Group mt={6} gap="lg">
                <Checkbox value={IN_APP} label={t`In the app (always)`} disabled />
                {channels.map((channel) => (
                  <Checkbox key={channel.key} value={channel.key} label={channel.label} />
                ))}
              </Group>
            </Checkbox.Group>
          ))}
          <Switch
            label={t`Quiet hours (Romania's time): texts and device notifications wait until they end`}
            checked={!!draft.quiet}
            onChange={(e) => setDraft({ ...draft, quiet: e.currentTarget.checked ? { start: 22 * 60, end: 7 * 60 } : null })}
          />
          {draft.quiet ? (
            <Stack gap="xs">
              <Group grow align="flex-start">
                <NativeSelect
                  label={t`From`}
                  value={toTime(draft.quiet.start)}
                  data={timeOptions(draft.quiet.start)}
                  onChange={(e) => setDraft({ ...draft, quiet: { ...draft.quiet!, start: toMinutes(e.currentTarget.value) } })}
                />
                <NativeSelect
                  label={t`Until`}
                  value={toTime(draft.quiet.end)}
                  data={timeOptions(draft.quiet.end)}
                  error={quietError}
                  onChange={(e) => setDraft({ ...draft, quiet: { ...draft.quiet!, end: toMinutes(e.currentTarget.value) } })}
                />
              </Group>
              <Checkbox
                label={t`Let a text or a device notification through when an answer is due within 12 hours`}
                checked={draft.urgentInQuiet}
                onChange={(e) => setDraft({ ...draft, urgentInQuiet: e.currentTarget.checked })}
              />
            </Stack>
          ) : null}
          <Group>
            <Button type="submit" loading={save.isPending}>
              <Trans>Save the notification settings</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
      {/* Outside the form: turning a device on or removing it acts at once, with no save. */}
      <Divider my="lg" />
      <PushDevices />
    </Paper>
  );
}
