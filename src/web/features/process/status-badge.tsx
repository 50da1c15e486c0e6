import { useLingui } from '@lingui/react';
import { WholeBadge } from '../../lib/ui/whole-badge';
import { candidateStatusColor, candidateStatusLabels, companyStatusLabels, isCandidateStatus, isCompanyStatus } from './status-text';

/** The candidate's status of a process (spec §4, candidate vocabulary), translated. */
export function CandidateStatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  const known = isCandidateStatus(status) ? status : 'Undefined';
  return (
    <WholeBadge color={candidateStatusColor(known)} data-status={known}>
      {i18n._(candidateStatusLabels[known])}
    </WholeBadge>
  );
}

/** The company's list status of a process (spec §4, company vocabulary), translated; with `count`, how many stand there. */
export function CompanyStatusBadge({ status, count }: { status: string | null; count?: number }) {
  const { i18n } = useLingui();
  if (!status || !isCompanyStatus(status)) return null;
  return (
    <WholeBadge color="blue">
      {i18n._(companyStatusLabels[status])}
      {count === undefined ? null : `:\u00a0${count}`}
    </WholeBadge>
  );
}
