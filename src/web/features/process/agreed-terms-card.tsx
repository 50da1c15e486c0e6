import { Alert, Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Schemas } from '../../lib/api/schemas';
import { formatInstant } from '../../lib/time/bucharest-time';
import { FactsGrid } from '../../lib/ui/facts-grid';
import { useOfferTerms, type TermFact } from './offer-terms';

/** Which title the terms get: offered (waiting for the answer), agreed (accepted), or as they were (it ended otherwise). */
export type TermsStage = 'offered' | 'agreed' | 'past';

/** A state after which the candidate's yes still stands: the terms are the agreed ones. */
export function termsStageOf(state: string): TermsStage {
  if (state === 'finalOffer') return 'offered';
  return state === 'offerAccepted' || state === 'archived.hired' || state === 'archived.acceptedOfferWithdrawn' ? 'agreed' : 'past';
}

/**
 * The final offer's terms, the same card on both sides from the moment it is sent, in every later state: the Labour
 * Code art. 17(3) terms, each beside what the post advertised, a badge on those that changed, and the employer's
 * reason when the salary is below the advertised range. `children` holds the actions of the moment.
 */
export function AgreedTermsCard({ offer, stage, children }: { offer: Schemas['FinalOffer']; stage: TermsStage; children?: ReactNode }) {
  const { t, i18n } = useLingui();
  const terms = useOfferTerms();
  const facts: [string, ReactNode][] = terms(offer).map((term) => [term.label, <TermValue key={term.key} term={term} />]);
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
        {offer.belowRangeReason ? (
          <Alert color="yellow" variant="light" title={t`Below the advertised salary range`}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {offer.belowRangeReason}
            </Text>
          </Alert>
        ) : null}
        <FactsGrid facts={facts} />
        {children}
      </Stack>
    </Paper>
  );
}

/** A term's value, what the post advertised beside it, and a badge when they differ. */
function TermValue({ term }: { term: TermFact }) {
  const { t } = useLingui();
  return (
    <>
      {term.value}
      {term.advertised ? (
        <Text component="span" size="sm" c="dimmed" fw={400}>
          {' '}
          {t`(advertised: ${term.advertised})`}
        </Text>
      ) : null}
      {term.changed ? (
        <Badge component="span" ml="xs" color="orange" variant="light" size="sm">
          {t`changed from the post`}
        </Badge>
      ) : null}
    </>
  );
}
