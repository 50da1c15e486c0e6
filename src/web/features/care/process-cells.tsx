import { Anchor, Stack, Text } from '@mantine/core';
import type { CareProcess } from './api/get-care-queue';

/** Who and what a care row is about: candidate (with phone), company and position, in one compact cell each. */
export function CandidateCell({ process }: { process: CareProcess }) {
  return (
    <Stack gap={0}>
      <Text fw={600} size="sm">
        {process.candidate.name}
      </Text>
      <Anchor href={`tel:${process.candidate.phone}`} size="sm">
        {process.candidate.phone}
      </Anchor>
    </Stack>
  );
}

export function NeedCell({ process }: { process: CareProcess }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{process.position}</Text>
      <Text size="xs" c="dimmed">
        {process.company.name} · {process.city}
      </Text>
    </Stack>
  );
}
