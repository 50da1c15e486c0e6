import type { ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';

export interface ProfileRow {
  label: string;
  /** Empty (null, '' or no items) reads as 'Not filled in'. */
  value: ReactNode;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** One section of the profile: its answers as a description list, and the action that edits them. */
export function ProfileSection({
  id,
  title,
  rows,
  onEdit,
  editHint,
  children,
}: {
  id: string;
  title: string;
  rows: ProfileRow[];
  /** Absent: the section cannot be edited now (editHint says why), or has no form on this page. */
  onEdit?: () => void;
  editHint?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={`${id}-title`}>
            {title}
          </Title>
          {onEdit ? (
            // The title wraps beside it, never the button: a long section title once cut it to "Modific…".
            <Button variant="light" size="xs" onClick={onEdit} aria-label={t`Edit: ${title}`} style={{ flexShrink: 0 }}>
              <Trans>Edit</Trans>
            </Button>
          ) : null}
        </Group>
        {editHint ? (
          <Text size="sm" c="dimmed">
            {editHint}
          </Text>
        ) : null}
        <ProfileRows rows={rows} />
        {children}
      </Stack>
    </Paper>
  );
}

/** Answers as a description list in two columns (one on a phone); an empty value reads 'Not filled in'. */
export function ProfileRows({ rows }: { rows: ProfileRow[] }) {
  if (!rows.length) return null;
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {rows.map((row) => (
        <div key={row.label}>
          <Text component="dt" size="sm" c="dimmed">
            {row.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {isEmpty(row.value) ? (
              <Text span c="dimmed" fs="italic">
                <Trans>Not filled in</Trans>
              </Text>
            ) : (
              row.value
            )}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
