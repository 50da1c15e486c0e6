import { Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { PostTerms } from '../../../../machines/post-terms';
import { describeTerms, termsFacts, type TermsLocale, type Translate } from '../../../../machines/post-terms-text';
import type { I18n } from '@lingui/core';

// A post's terms as the candidate reads them, shared by the offers list, the offer page and the company's preview
// of its post (the same words everywhere; the server's mails use the same messages from machines/).

const localeOf = (locale: string): TermsLocale => (locale === 'en' ? 'en' : 'ro-RO');
/** The terms' words from the web's catalogue (extracted from machines/post-terms-text.ts). */
const sayWith = (i18n: I18n): Translate => {
  // Bound rather than called as i18n._(…): the extractor would read the call as a message of this file.
  const lookup = i18n._.bind(i18n);
  return (message, values) => lookup(message.id, values);
};

/** "5.500–6.500 lei brut/lună · normă întreagă · ture de 12 h · 4 gărzi/lună × 450 lei". */
export function TermsLine({ terms, size = 'sm' }: { terms: PostTerms; size?: 'sm' | 'md' }) {
  const { i18n } = useLingui();
  return (
    <Text size={size} fw={600} data-testid="terms-line">
      {describeTerms(terms, localeOf(i18n.locale), sayWith(i18n))}
    </Text>
  );
}

/** Every term with its label: pay, normă, shifts, gărzi, nights, weekends, start, contract, probation. */
export function TermsFacts({ terms }: { terms: PostTerms }) {
  const { i18n } = useLingui();
  return (
    <Stack component="dl" gap={4} m={0}>
      {termsFacts(terms, localeOf(i18n.locale), sayWith(i18n)).map((fact) => (
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
