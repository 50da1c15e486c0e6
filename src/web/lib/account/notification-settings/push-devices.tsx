import { Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatInstant } from '../../time/bucharest-time';
import { notifySuccess } from '../../notify';
import { PushNotAvailable, pushSupported, usePushDevices, useRemovePushDevice, useThisDevice, useTurnOnPush } from './push-devices-api';

/**
 * Push notifications per device, inside the notification settings: turned on only by a tap here (the browser asks
 * for its permission then, never when a page loads), and the list of devices that receive them, each removable.
 */
export function PushDevices() {
  const { t, i18n } = useLingui();
  const devices = usePushDevices();
  const thisDevice = useThisDevice();
  const turnOn = useTurnOnPush();
  const remove = useRemovePushDevice();
  const supported = pushSupported();
  const list = devices.data?.devices ?? [];
  const here = !!thisDevice.data && list.some((d) => d.endpoint === thisDevice.data);
  const refused = turnOn.error instanceof PushNotAvailable ? turnOn.error.reason : null;

  return (
    <Stack gap="xs" component="section" aria-labelledby="push-devices-title">
      <Title order={3} size="h5" id="push-devices-title">
        <Trans>Notifications on your devices</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>
          A notification on your phone or computer, even when the app is closed. It says only what kind of news waits; you read it after you sign in.
        </Trans>
      </Text>
      {!supported || refused === 'unsupported' ? (
        <Text size="sm" role="status">
          <Trans>This browser cannot receive notifications. On an iPhone, add the app to the home screen first.</Trans>
        </Text>
      ) : null}
      {refused === 'denied' ? (
        <Text size="sm" role="alert">
          <Trans>Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.</Trans>
        </Text>
      ) : null}
      {supported && !here ? (
        <Group>
          <Button
            variant="light"
            // A long label wraps on a phone instead of running out of the button.
            h="auto"
            mih={36}
            py={6}
            styles={{ label: { whiteSpace: 'normal' } }}
            loading={turnOn.isPending}
            onClick={() => turnOn.mutate(undefined, { onSuccess: () => notifySuccess(t`Notifications are on for this device.`) })}
          >
            <Trans>Turn on notifications on this device</Trans>
          </Button>
        </Group>
      ) : null}
      {list.length ? (
        <List listStyleType="none" spacing="xs" aria-label={t`Devices that receive notifications`}>
          {list.map((device) => {
            const added = formatInstant(String(device.createdAt), i18n.locale, 'short');
            return (
              <List.Item key={device.id}>
                <Group gap="sm" wrap="nowrap" justify="space-between">
                  <Text size="sm">
                    {device.label}
                    {device.endpoint === thisDevice.data ? (
                      <Badge ml="xs" variant="light" size="sm">
                        <Trans>This device</Trans>
                      </Badge>
                    ) : null}
                    <br />
                    <Text span size="xs" c="dimmed">
                      {t`Added on ${added}`}
                    </Text>
                  </Text>
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    aria-label={t`Remove ${device.label}, added on ${added}`}
                    loading={remove.isPending && remove.variables?.id === device.id}
                    onClick={() => remove.mutate(device, { onSuccess: () => notifySuccess(t`The device no longer receives notifications.`) })}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </Group>
              </List.Item>
            );
          })}
        </List>
      ) : devices.isSuccess ? (
        <Text size="sm">
          <Trans>No device receives notifications yet.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
