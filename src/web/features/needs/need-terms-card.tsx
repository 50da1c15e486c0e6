import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PostTerms } from '../../../../machines/post-terms';
import { TERM_KEYS } from '../../../../machines/post-term-keys';
import { TermsFacts, TermsLine } from '../../lib/terms/post-terms';

type StoredTerms = { [K in keyof PostTerms]: PostTerms[K] | null } & { terms_complete: boolean };

/** The stored terms once complete (the server said so), as the candidate's screens read them. */
const termsOf = (need: StoredTerms): PostTerms | null =>
  need.terms_complete ? (Object.fromEntries(TERM_KEYS.map((key) => [key, need[key]])) as PostTerms) : null;

/** Why a post written before terms were asked sends no offer, and what to do: complete them. */
export function TermsMissingAlert({ onComplete }: { onComplete?: (() => void) | undefined }) {
  const { t } = useLingui();
  return (
    <Alert color="orange" title={t`Complete the terms of this post`} role="status">
      <Trans>
        This post sends no new offers until its terms are complete: gross pay, normă, shifts, gărzi, start, contract and probation. Candidates read
        them before they answer.
      </Trans>{' '}
      {onComplete ? (
        <Text
          component="button"
          type="button"
          onClick={onComplete}
          c="blue"
          td="underline"
          fw={600}
          style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer' }}
        >
          <Trans>Complete the terms</Trans>
        </Text>
      ) : null}
    </Alert>
  );
}

/** "What candidates see": the post's terms exactly as the offer card and the offer page show them. */
export function NeedTermsCard({ need, title, subtitle }: { need: StoredTerms; title: string; subtitle: string }) {
  const terms = termsOf(need);
  if (!terms) return null;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="candidate-view">
      <Stack gap="xs">
        <Title order={2} size="h4" id="candidate-view">
          <Trans>What candidates see</Trans>
        </Title>
        <Paper withBorder radius="md" p="sm" maw={420}>
          <Stack gap={6}>
            <Text fw={700}>{title}</Text>
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
            <TermsLine terms={terms} />
            <TermsFacts terms={terms} />
          </Stack>
        </Paper>
      </Stack>
    </Paper>
  );
}
