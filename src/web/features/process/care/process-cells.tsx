import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PhoneLink } from '../../../lib/phone-link';
import type { ListColumn } from '../../../lib/ui/responsive-list';
import type { CareProcess } from './api/get-care-queue';

/**
 * Who and what a care row is about, as its first two columns: the candidate (a link to the process with its whole
 * history, care's view of a process), with phone, then the need. `process` reads the row's process.
 */
export function processColumns<T>(labels: { candidate: string; position: string }, process: (row: T) => CareProcess): ListColumn<T>[] {
  return [
    { label: labels.candidate, kind: 'title', cell: (row) => <CandidateCell process={process(row)} /> },
    { label: labels.position, cell: (row) => <NeedCell process={process(row)} /> },
  ];
}

function CandidateCell({ process }: { process: CareProcess }) {
  return (
    // Apart enough that each link is its own 24 px target (WCAG 2.5.8).
    <Stack gap={6}>
      <Anchor component={Link} to={`/statecharts/process/${process.id}`} fw={600} size="sm">
        {process.candidate.name}
      </Anchor>
      <PhoneLink phone={process.candidate.phone} size="sm" />
    </Stack>
  );
}

/** Position, company and city, in one compact cell. */
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
