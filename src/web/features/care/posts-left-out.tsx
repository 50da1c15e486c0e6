import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useOpenNeeds } from './api/get-open-needs';
import { LeftOutList } from './left-out-list';
import { RecommendedList } from './recommended-list';

/** Care's posts: the open posts, each opening whom it was recommended to and whom its matching left out, and why. */
export function PostsLeftOut() {
  const { t } = useLingui();
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const needs = useOpenNeeds(debounced);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Stack gap="md">
      <TextInput label={t`Company, title or city`} value={q} onChange={(event) => setQ(event.currentTarget.value)} maxLength={100} />
      {needs.data?.data.length === 0 ? (
        <Text c="dimmed">
          <Trans>No open post matches.</Trans>
        </Text>
      ) : null}
      {needs.data?.data.map((n) => (
        <Card key={n.id} withBorder radius="md" padding="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Text fw={600}>{n.title ?? n.position}</Text>
              <Text size="sm" c="dimmed">{`${n.company} · ${n.position} · ${n.city}`}</Text>
            </Stack>
            <Button size="xs" variant="light" aria-expanded={open === n.id} onClick={() => setOpen(open === n.id ? null : n.id)}>
              {open === n.id ? <Trans>Hide who was recommended and left out</Trans> : <Trans>Who was recommended and left out</Trans>}
            </Button>
          </Group>
          {open === n.id ? (
            <Stack mt="sm" gap="lg">
              <RecommendedList needId={n.id} headingId={`recommended-${n.id}`} />
              <LeftOutList needId={n.id} headingId={`left-out-${n.id}`} />
            </Stack>
          ) : null}
        </Card>
      ))}
    </Stack>
  );
}
