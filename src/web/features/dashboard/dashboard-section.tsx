import { Card, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface DashboardSectionProps {
  title: ReactNode;
  hint?: ReactNode;
  loading: boolean;
  empty: ReactNode;
  children: ReactNode[];
}

/** A dashboard card: a title, an optional hint, and its lines (or a loading or empty state). */
export function DashboardSection({ title, hint, loading, empty, children }: DashboardSectionProps) {
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
        {loading ? (
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
