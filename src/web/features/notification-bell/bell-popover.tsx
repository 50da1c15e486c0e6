import { Button, Group, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadError } from '../../lib/ui/load-error';
import { useNotifications } from './api/get-notifications';
import { useMarkRead } from './api/mark-read';

export interface BellPopoverProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The bell button, which the popover anchors to and labels. */
  children: ReactElement;
}

/** The bell's panel: the newest notices with their links, mark one or all read. */
export function BellPopover({ opened, onChange, children }: BellPopoverProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { data, error, refetch } = useNotifications();
  const markRead = useMarkRead();
  const unread = data?.unread ?? 0;
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' });

  function open(item: { id: number; link: string; readAt: string | null }) {
    if (!item.readAt) markRead.mutate(item.id);
    onChange(false);
    navigate(item.link);
  }

  return (
    <Popover opened={opened} onChange={onChange} position="bottom-end" width={340} shadow="md" trapFocus returnFocus>
      <Popover.Target>{children}</Popover.Target>
      <Popover.Dropdown p="xs" aria-label={t`Notifications`}>
        {/* The count only once it is known: a failed load says so below, not "no unread notifications". */}
        <Group justify="space-between" px="xs" pb="xs">
          <Text fw={600} size="sm">
            {data ? (
              <Plural value={unread} _0="No unread notifications" one="# unread notification" other="# unread notifications" />
            ) : (
              <Trans>Notifications</Trans>
            )}
          </Text>
          {unread ? (
            <Button variant="subtle" size="compact-xs" onClick={() => markRead.mutate(undefined)}>
              <Trans>Mark all as read</Trans>
            </Button>
          ) : null}
        </Group>
        <ScrollArea.Autosize mah={360}>
          {!data && error ? (
            <LoadError title={t`The notifications could not be loaded`} error={error} onRetry={() => void refetch()} />
          ) : data?.items.length ? (
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
  );
}
