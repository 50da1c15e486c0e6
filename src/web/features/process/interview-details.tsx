import { Anchor } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Interview } from '../../../../machines/index';
import { PhoneLink } from '../../lib/phone-link';
import { FactsGrid } from '../../lib/ui/facts-grid';

/** The invitation's type and where it happens: address and contact person, a phone number, or a meeting link. */
export function InterviewDetails({ interview }: { interview: Interview }) {
  const { t } = useLingui();
  const type = { office: t`At the employer's office`, phone: t`By phone`, virtual: t`Online meeting` }[interview.type];
  const facts: [string, ReactNode][] = [[t`Interview type`, type]];
  if (interview.type === 'office') {
    facts.push([t`Address`, interview.address], [t`Contact person`, interview.contactPerson]);
  } else if (interview.type === 'phone') {
    facts.push([t`Phone number`, <PhoneLink phone={interview.phone} />]);
  } else if (interview.link) {
    // The room the server opened for this time: a reschedule replaces it.
    facts.push([
      t`Meeting link`,
      <Anchor href={interview.link} target="_blank" rel="noreferrer">
        {interview.link}
      </Anchor>,
    ]);
  }
  return <FactsGrid facts={facts} />;
}
