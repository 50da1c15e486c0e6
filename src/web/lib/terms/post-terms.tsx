import { Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { PostTerms } from '../../../../machines/post-terms';
import { describeTerms, termsFacts, type TermsLocale } from '../../../../machines/post-terms-text';

// A post's terms as the candidate reads them, shared by the offers list, the offer page and the company's preview
// of its post (the same words everywhere; the server's mails use the same wording from machines/).

const localeOf = (locale: string): TermsLocale => (locale === 'en' ? 'en' : 'ro-RO');

/** "5.500–6.500 lei brut/lună · normă întreagă · ture de 12 h · 4 gărzi/lună × 450 lei". */
export function TermsLine({ terms, size = 'sm' }: { terms: PostTerms; size?: 'sm' | 'md' }) {
  const { i18n } = useLingui();
  return (
    <Text size={size} fw={600} data-testid="terms-line">
      {describeTerms(terms, localeOf(i18n.locale))}
    </Text>
  );
}

/** Every term with its label: pay, normă, shifts, gărzi, nights, weekends, start, contract, probation. */
export function TermsFacts({ terms }: { terms: PostTerms }) {
  const { i18n } = useLingui();
  return (
    <Stack component="dl" gap={4} m={0}>
      {termsFacts(terms, localeOf(i18n.locale)).map((fact) => (
        <div key={fact.key} style={{ display: 'flex', flexWrap: 'wrap', columnGap: 6 }}>
          <Text component="dt" size="sm" c="dimmed">
            {fact.label}:
          </Text>
          <Text component="dd" size="sm" m={0} fw={500}>
            {fact.value}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
