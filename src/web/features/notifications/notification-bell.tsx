import { ActionIcon, Button, Group, Indicator, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotifications } from './api/get-notifications';
import { useMarkRead } from './api/mark-read';

const BellIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

/** The bell of every signed-in page: unread count, the newest notices with their links, mark one or all read. */
export function NotificationBell() {
  const { t, i18n } = useLingui();
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const { data } = useNotifications();
  const markRead = useMarkRead();
  const unread = data?.unread ?? 0;
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' });

  function open(item: { id: number; link: string; readAt: string | null }) {
    if (!item.readAt) markRead.mutate(item.id);
    setOpened(false);
    navigate(item.link);
  }

  return (
    // The badge wraps the whole popover: the target's ARIA state (aria-expanded, aria-controls) then lands on the
    // button itself, not on the badge's div, where it is not allowed.
    <Indicator label={unread} size={18} disabled={unread === 0} offset={4} color="red">
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" trapFocus>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={() => setOpened((o) => !o)}
            aria-label={unread ? t`Notifications, ${unread} unread` : t`Notifications`}
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs" aria-label={t`Notifications`}>
          <Group justify="space-between" px="xs" pb="xs">
            <Text fw={600} size="sm">
              <Plural value={unread} _0="No unread notifications" one="# unread notification" other="# unread notifications" />
            </Text>
            {unread ? (
              <Button variant="subtle" size="compact-xs" onClick={() => markRead.mutate(undefined)}>
                <Trans>Mark all as read</Trans>
              </Button>
            ) : null}
          </Group>
          <ScrollArea.Autosize mah={360}>
            {data?.items.length ? (
              <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {data.items.map((item) => (
                  <li key={item.id}>
                    <UnstyledButton onClick={() => open(item)} p="xs" w="100%" style={{ borderRadius: 6 }} bg={item.readAt ? undefined : 'blue.0'}>
                      <Text size="sm" fw={item.readAt ? 400 : 600}>
                        {item.body}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {item.title} · {when.format(new Date(item.createdAt))}
                        {item.readAt ? null : <Trans> · unread</Trans>}
                      </Text>
                    </UnstyledButton>
                  </li>
                ))}
              </Stack>
            ) : (
              <Text size="sm" c="gray.7" px="xs" pb="xs">
                <Trans>No notifications yet.</Trans>
              </Text>
            )}
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
