import { Badge } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { candidateStatusColor, candidateStatusLabels, companyStatusLabels, isCandidateStatus, isCompanyStatus } from './status-text';

// A status is read, not guessed: never shortened with an ellipsis, never squeezed by its neighbours. Mantine's label
// clips its text, which lets a table shrink the badge's column below the text's width: `max-content` keeps it whole.
const BADGE_STYLE = { textTransform: 'none', flexShrink: 0, maxWidth: 'none', minWidth: 'max-content', overflow: 'visible' } as const;

/** The candidate's status of a process (spec §4, candidate vocabulary), translated. */
export function CandidateStatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  const known = isCandidateStatus(status) ? status : 'Undefined';
  return (
    <Badge variant="light" color={candidateStatusColor(known)} style={BADGE_STYLE} data-status={known}>
      {i18n._(candidateStatusLabels[known])}
    </Badge>
  );
}

/** The company's list status of a process (spec §4, company vocabulary), translated. */
export function CompanyStatusBadge({ status }: { status: string | null }) {
  const { i18n } = useLingui();
  if (!status || !isCompanyStatus(status)) return null;
  return (
    <Badge variant="light" color="blue" style={BADGE_STYLE}>
      {i18n._(companyStatusLabels[status])}
    </Badge>
  );
}
