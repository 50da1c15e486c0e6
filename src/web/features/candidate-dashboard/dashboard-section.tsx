import { Card, Skeleton, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

interface DashboardSectionProps {
  title: ReactNode;
  hint?: ReactNode;
  /** The read behind the lines: while pending a placeholder, once failed no "nothing here" that is not known. */
  query: { isPending: boolean; isError: boolean };
  empty: ReactNode;
  children: ReactNode[];
}

/** A dashboard card: a title, an optional hint, and its lines (or a loading, failed or empty state). */
export function DashboardSection({ title, hint, query, empty, children }: DashboardSectionProps) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="xs">
        <Text fw={600} component="h2" m={0} fz="md">
          {title}
        </Text>
        {hint ? (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        ) : null}
        {query.isError ? (
          <Text size="sm" c="dimmed">
            <Trans>Not known for now: the list could not be loaded.</Trans>
          </Text>
        ) : query.isPending ? (
          <Skeleton height={48} />
        ) : children.length ? (
          children
        ) : (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
