import { Radio, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatInstant } from '../../lib/time/bucharest-time';
import { ClashHint } from './clash-notice';
import type { InterviewClashes } from './api/get-interview-clashes';

interface ProposedTimesProps {
  label: string;
  options: string[];
  /** Of the options, those at the same time as another of the viewer's own appointments (the server's answer). */
  clashes: InterviewClashes['clashes'];
  value: string | null;
  onChange: (value: string) => void;
  /** Whether an answer was tried without a choice: the spec asks for a message then. */
  tried: boolean;
  /** Choices after the times (the candidate's "none of these"). */
  children?: ReactNode;
}

/** The other side's proposed interview times, one to choose, each with the viewer's clash beside it. */
export function ProposedTimes({ label, options, clashes, value, onChange, tried, children }: ProposedTimesProps) {
  const { t, i18n } = useLingui();
  return (
    <Radio.Group label={label} value={value} onChange={onChange} error={tried && !value ? t`Please select an option` : undefined}>
      <Stack gap={8} mt={6}>
        {options.map((option) => (
          <Radio
            key={option}
            value={option}
            label={formatInstant(option, i18n.locale)}
            description={clashes.some((c) => c.slot === option) ? <ClashHint slot={option} clashes={clashes} /> : undefined}
          />
        ))}
        {children}
      </Stack>
    </Radio.Group>
  );
}
