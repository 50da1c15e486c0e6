import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label-over-value pairs in two columns (one on a phone): the offer, the interview, the final offer. */
export function FactsGrid({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {facts.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
