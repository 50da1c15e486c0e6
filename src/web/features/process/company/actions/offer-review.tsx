import { Alert, List, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FinalOffer } from '../../../../../../machines/index';
import { useOfferTerms, type OfferTerms } from '../../offer-terms';
import { formatInstant } from '../../../../lib/time/bucharest-time';

/** The terms as the candidate reads them, one line per term that a correction may change. */
function useTermTexts() {
  const terms = useOfferTerms();
  return (offer: OfferTerms): [string, string][] => terms(offer).map((term) => [term.label, term.value]);
}

/**
 * The review before a correction is sent: each term that changes (before → after), the new validity, and what
 * follows for the candidate, so a second mistake is seen before it reaches her.
 */
/** `range`: the post's advertised salary range, when the new salary is outside it. */
export function OfferReview({ before, after, range }: { before: OfferTerms; after: FinalOffer; range: string | null }) {
  const { i18n } = useLingui();
  const texts = useTermTexts();
  const old = new Map(texts(before));
  const changes = texts(after).filter(([term, text]) => old.get(term) !== text);
  const until = after.validUntil ? formatInstant(after.validUntil, i18n.locale) : '';
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        <Trans>What changes</Trans>
      </Text>
      <List size="sm" spacing={4}>
        {changes.map(([term, text]) => (
          <List.Item key={term} style={{ overflowWrap: 'anywhere' }}>
            {term}: <s>{old.get(term)}</s> → <strong>{text}</strong>
          </List.Item>
        ))}
      </List>
      {range ? (
        <Alert color="yellow" variant="light">
          <Trans>This salary is outside the range the post advertised ({range}), which the candidate saw before applying. Check the amount.</Trans>
        </Alert>
      ) : null}
      <Alert color="blue" variant="light" title={<Trans>What follows</Trans>}>
        <Trans>
          The candidate is told at once, by e-mail and in Medilink, what changed. The earlier terms can no longer be accepted: the candidate answers
          the new terms, until {until}.
        </Trans>
      </Alert>
    </Stack>
  );
}
