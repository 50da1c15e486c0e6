import { Badge, Button, Table, VisuallyHidden } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { formatSalary, jobTypeLabel } from '../../lib/process/job-type-text';
import { CandidateStatusBadge } from '../../lib/process/status-badge';
import type { OfferRow } from './api/get-offers';

/** Spec §2 columns: company, location, position, job type, salary (LEI), offer date, status, view offer. */
export function OffersTable({ offers }: { offers: OfferRow[] }) {
  const { t, i18n } = useLingui();
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'Europe/Bucharest' });
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t`Offers`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Company`}</Table.Th>
            <Table.Th>{t`Location`}</Table.Th>
            <Table.Th>{t`Position`}</Table.Th>
            <Table.Th>{t`Job type`}</Table.Th>
            <Table.Th>{t`Salary (LEI)`}</Table.Th>
            <Table.Th>{t`Offer date`}</Table.Th>
            <Table.Th>{t`Status`}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t`Actions`}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.map((offer) => {
            const type = jobTypeLabel(offer.job_type);
            return (
              <Table.Tr key={offer.process_id}>
                <Table.Td>{offer.company}</Table.Td>
                <Table.Td>{offer.location}</Table.Td>
                <Table.Td>{offer.position}</Table.Td>
                <Table.Td>{type ? i18n._(type) : offer.job_type}</Table.Td>
                <Table.Td>{formatSalary(offer.salary_min ?? offer.salary, offer.salary_max ?? offer.salary, i18n.locale) ?? '—'}</Table.Td>
                <Table.Td>{date.format(new Date(offer.offer_date))}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <CandidateStatusBadge status={offer.status} />
                  {offer.post_status === 'archived' ? (
                    <Badge variant="outline" color="gray" ml={6} style={{ textTransform: 'none' }}>
                      <Trans>Archived</Trans>
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Button
                    component={Link}
                    to={`/offers/${offer.process_id}`}
                    size="xs"
                    variant={offer.must_respond ? 'filled' : 'light'}
                    aria-label={t`View offer: ${offer.position}, ${offer.company}`}
                  >
                    <Trans>View offer</Trans>
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
