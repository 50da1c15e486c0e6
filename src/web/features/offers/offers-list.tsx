import { Badge, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { BUSINESS_TIME_ZONE } from '../../../../machines/bucharest-time';
import { dateFormat, formatSalary } from '../../lib/i18n/format';
import { AnswerDeadline } from '../process/answer-deadline';
import { jobTypeLabel } from '../process/job-type-text';
import { CandidateStatusBadge } from '../process/status-badge';
import type { OfferRow } from './api/get-offers';
import { offerKind, offerTitle } from '../process/offer-title';
import { waitsForCandidate } from '../process/waits-for-candidate';
import { TermsLine } from '../../lib/terms/post-terms';

// Phones (up to 480 px) get one card per offer instead of a table scrolled sideways.
const PHONE = '(max-width: 30em)';

/**
 * Spec §2: company, location, position, job type, salary (LEI), offer date, status, view offer; a table, or cards on a
 * phone. Memoised: the page re-rendering (a fetch starting, the filters' panel) leaves the rows alone while the list
 * (kept by reference by the query cache) is the same.
 */
export const OffersList = memo(function OffersList({ offers }: { offers: OfferRow[] }) {
  // Read at once (not after a first render as a table), so a phone never flashes the table.
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  return phone ? <OffersCards offers={offers} /> : <OffersTable offers={offers} />;
});

/** The texts of an offer's cells, in the visitor's language. */
function useOfferText() {
  const { i18n } = useLingui();
  const date = dateFormat(i18n.locale, { dateStyle: 'medium', timeZone: BUSINESS_TIME_ZONE });
  return (offer: OfferRow) => {
    const type = jobTypeLabel(offer.job_type);
    return {
      jobType: type ? i18n._(type) : offer.job_type,
      salary: formatSalary(offer.salary_min ?? offer.salary, offer.salary_max ?? offer.salary, i18n.locale) ?? '—',
      offerDate: date.format(new Date(offer.offer_date)),
    };
  };
}

/** The status, and "Archived" once the post is archived: they wrap onto a second line rather than overflow. */
function OfferStatus({ offer }: { offer: OfferRow }) {
  return (
    <Group gap={6}>
      <CandidateStatusBadge status={offer.status} />
      {offer.post_status === 'archived' ? (
        <Badge variant="outline" color="gray" style={{ textTransform: 'none', flexShrink: 0, minWidth: 'max-content' }}>
          <Trans>Archived</Trans>
        </Badge>
      ) : null}
    </Group>
  );
}

function ViewOfferButton({ offer, fullWidth }: { offer: OfferRow; fullWidth?: boolean }) {
  const { t } = useLingui();
  return (
    <Button
      component={Link}
      to={`/offers/${offer.process_id}`}
      size="xs"
      fullWidth={fullWidth}
      variant={waitsForCandidate(offer) ? 'filled' : 'light'}
      aria-label={t`View offer: ${offerTitle(offer)}, ${offer.company}`}
    >
      <Trans>View offer</Trans>
    </Button>
  );
}

function OffersTable({ offers }: { offers: OfferRow[] }) {
  const { t } = useLingui();
  const text = useOfferText();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t`Offers`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Company`}</Table.Th>
            <Table.Th>{t`Location`}</Table.Th>
            <Table.Th>{t`Post`}</Table.Th>
            <Table.Th>{t`Job type`}</Table.Th>
            <Table.Th>{t`Gross salary (LEI/month)`}</Table.Th>
            <Table.Th>{t`Offer date`}</Table.Th>
            <Table.Th>{t`Status`}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t`Actions`}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.map((offer) => {
            const { jobType, salary, offerDate } = text(offer);
            return (
              <Table.Tr key={offer.process_id}>
                <Table.Td>{offer.company}</Table.Td>
                <Table.Td>{offer.location}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {offerTitle(offer)}
                  </Text>
                  {offerKind(offer) ? (
                    <Text size="xs" c="dimmed">
                      {offerKind(offer)}
                    </Text>
                  ) : null}
                  {offer.terms ? <TermsLine terms={offer.terms} /> : null}
                </Table.Td>
                <Table.Td>{jobType}</Table.Td>
                <Table.Td>{salary}</Table.Td>
                <Table.Td>{offerDate}</Table.Td>
                <Table.Td>
                  <OfferStatus offer={offer} />
                  {offer.deadline ? <AnswerDeadline deadline={offer.deadline} /> : null}
                </Table.Td>
                {/* As narrow as its button, never narrower: the status wraps instead. */}
                <Table.Td style={{ width: '1%', whiteSpace: 'nowrap' }}>
                  <ViewOfferButton offer={offer} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OffersCards({ offers }: { offers: OfferRow[] }) {
  const { t } = useLingui();
  const text = useOfferText();
  return (
    <Stack component="ul" gap="sm" aria-label={t`Offers`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {offers.map((offer) => {
        const { jobType, salary, offerDate } = text(offer);
        const facts = [
          [t`Company`, offer.company],
          [t`Location`, offer.location],
          // The terms line above says the normă and the pay of a post that states its terms.
          ...(offer.terms
            ? []
            : ([
                [t`Job type`, jobType],
                [t`Gross salary (LEI/month)`, salary],
              ] as const)),
          [t`Offer date`, offerDate],
        ] as const;
        return (
          <Paper component="li" key={offer.process_id} withBorder radius="md" p="sm">
            <Stack gap="xs">
              <Stack gap={0}>
                <Title order={2} size="h5">
                  {offerTitle(offer)}
                </Title>
                {offerKind(offer) ? (
                  <Text size="sm" c="dimmed">
                    {offerKind(offer)}
                  </Text>
                ) : null}
              </Stack>
              {offer.terms ? <TermsLine terms={offer.terms} /> : null}
              <Stack component="dl" gap={2} m={0}>
                {facts.map(([label, value]) => (
                  <Group key={label} gap={6} wrap="nowrap" align="baseline">
                    <Text component="dt" size="sm" c="dimmed">
                      {label}:
                    </Text>
                    <Text component="dd" size="sm" m={0}>
                      {value}
                    </Text>
                  </Group>
                ))}
              </Stack>
              <OfferStatus offer={offer} />
              {offer.deadline ? <AnswerDeadline deadline={offer.deadline} /> : null}
              <ViewOfferButton offer={offer} fullWidth />
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
