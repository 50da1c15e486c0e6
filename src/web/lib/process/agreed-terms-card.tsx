import { Paper, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Schemas } from '../api/schemas';
import { formatDay, formatLei } from '../i18n/format';
import { formatInstant } from './bucharest-time';
import { FactsGrid } from './facts-grid';

/** Which title the terms get: offered (waiting for the answer), agreed (accepted), or as they were (it ended otherwise). */
export type TermsStage = 'offered' | 'agreed' | 'past';

/** A state after which the candidate's yes still stands: the terms are the agreed ones. */
export function termsStageOf(state: string): TermsStage {
  if (state === 'finalOffer') return 'offered';
  return state === 'offerAccepted' || state === 'archived.hired' || state === 'archived.acceptedOfferWithdrawn' ? 'agreed' : 'past';
}

/**
 * The final offer's terms, the same card on both sides from the moment it is sent, in every later state: salary (net
 * or gross said in words), start date, contract and benefits. `children` holds the actions of the moment.
 */
/** As stored: offers sent before the salary basis was asked have none. */
type FinalOffer = Schemas['FinalOffer'];

export function AgreedTermsCard({ offer, stage, children }: { offer: FinalOffer; stage: TermsStage; children?: ReactNode }) {
  const { t, i18n } = useLingui();
  const contract =
    offer.contract === 'determined' && offer.endDate ? t`Determined period, until ${formatDay(offer.endDate, i18n.locale)}` : t`Undetermined period`;
  const amount = formatLei(offer.salary, i18n.locale);
  // Offers sent before the basis was asked have none: the amount then stands alone.
  const salary = offer.salaryBasis === 'net' ? t`${amount} net a month` : offer.salaryBasis === 'gross' ? t`${amount} gross a month` : amount;
  const facts: [string, string][] = [
    [t`Salary`, salary],
    [t`Start date`, formatDay(offer.startDate, i18n.locale)],
    [t`Contract`, contract],
    [t`Other benefits`, offer.benefits || t`None stated`],
  ];
  // Offers sent before validity was asked have none: they wait without a deadline.
  if (stage === 'offered' && offer.validUntil) facts.push([t`Valid until`, formatInstant(offer.validUntil, i18n.locale)]);
  const title = stage === 'offered' ? t`Final offer` : stage === 'agreed' ? t`Agreed terms` : t`Terms of the final offer`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-label={title} component="section">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {stage === 'offered' && offer.revision > 1 ? (
          <Text size="sm" c="dimmed">
            {t`Corrected offer (version ${offer.revision}): these terms replace the earlier ones, which can no longer be accepted.`}
          </Text>
        ) : null}
        <FactsGrid facts={facts} />
        {children}
      </Stack>
    </Paper>
  );
}
