import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FinalOffer } from '../../../../../machines/index';
import { formatDay, formatSalary } from '../../../lib/i18n/format';
import { FactsGrid } from '../../../lib/process/facts-grid';

interface FinalOfferPanelProps {
  offer: FinalOffer;
  canAnswer: boolean;
  pending: boolean;
  onAccept: () => void;
  onReject: () => void;
}

/** The employer's final offer (salary in LEI, start, contract, benefits), to accept or refuse. */
export function FinalOfferPanel({ offer, canAnswer, pending, onAccept, onReject }: FinalOfferPanelProps) {
  const { t, i18n } = useLingui();
  const contract =
    offer.contract === 'determined' && offer.endDate
      ? t`Determined period, until ${formatDay(offer.endDate, i18n.locale)}`
      : t`Undetermined period`;
  const facts: [string, string][] = [
    [t`Salary`, formatSalary(offer.salary, offer.salary, i18n.locale) ?? '—'],
    [t`Start date`, formatDay(offer.startDate, i18n.locale)],
    [t`Contract`, contract],
  ];
  if (offer.benefits) facts.push([t`Other benefits`, offer.benefits]);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          <Trans>Final offer</Trans>
        </Title>
        <FactsGrid facts={facts} />
        {canAnswer ? (
          <Group gap="sm">
            <Button color="teal" loading={pending} onClick={onAccept}>
              <Trans>Accept the offer</Trans>
            </Button>
            <Button variant="default" disabled={pending} onClick={onReject}>
              <Trans>Reject the offer</Trans>
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
