import { Badge } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { candidateStatusColor, candidateStatusLabels, companyStatusLabels, isCandidateStatus, isCompanyStatus } from './status-text';

/** The candidate's status of a process (spec §4, candidate vocabulary), translated. */
export function CandidateStatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  const known = isCandidateStatus(status) ? status : 'Undefined';
  return (
    <Badge variant="light" color={candidateStatusColor(known)} style={{ textTransform: 'none' }} data-status={known}>
      {i18n._(candidateStatusLabels[known])}
    </Badge>
  );
}

/** The company's list status of a process (spec §4, company vocabulary), translated. */
export function CompanyStatusBadge({ status }: { status: string | null }) {
  const { i18n } = useLingui();
  if (!status || !isCompanyStatus(status)) return null;
  return (
    <Badge variant="light" color="blue" style={{ textTransform: 'none' }}>
      {i18n._(companyStatusLabels[status])}
    </Badge>
  );
}
