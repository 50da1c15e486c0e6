import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface InterviewsSectionProps {
  title: ReactNode;
  hint?: ReactNode;
  /** Shown instead of the cards when there are none; without it, an empty section is not shown at all. */
  empty?: ReactNode;
  children: ReactNode[];
}

/** A titled group of interview cards (upcoming, waiting, past), with its count. */
export function InterviewsSection({ title, hint, empty, children }: InterviewsSectionProps) {
  const headingId = useId();
  if (!children.length && !empty) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Stack gap={2}>
        <Group gap="xs">
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          {children.length ? (
            <Badge variant="light" circle aria-hidden>
              {children.length}
            </Badge>
          ) : null}
        </Group>
        {hint ? (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
      {children.length ? children : <Text c="dimmed">{empty}</Text>}
    </Stack>
  );
}
