import { Alert, List, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRecommended } from './api/get-recommended';
import { PostFactors } from './post-factors';

/**
 * "Recommended": whom the post was offered to by matching or by care, best rank first, each with every factor of
 * her explanation, the rank and care's decision so far.
 */
export function RecommendedList({ needId, headingId }: { needId: number; headingId: string }) {
  const { t } = useLingui();
  const recommended = useRecommended(needId);
  const rows = recommended.data?.data;
  const outcome = (o: string | null) => (o === 'validated' ? t`validated by care` : o === 'rejected' ? t`rejected by care` : t`waiting for care`);
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        <Trans>Recommended</Trans>
      </Title>
      {recommended.isError ? (
        <Alert color="red">
          <Trans>The list could not be loaded.</Trans>
        </Alert>
      ) : !rows ? (
        <Loader size="sm" aria-label={t`Loading`} />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>Nobody has been recommended for this post yet.</Trans>
        </Text>
      ) : (
        <List spacing="sm" size="sm" listStyleType="none" pl={0}>
          {rows.map((r) => (
            <List.Item key={r.candidate_id} data-candidate={r.candidate_id}>
              <Text fw={600} size="sm">
                {r.name}
              </Text>
              <Text size="xs" c="dimmed" mb={4}>
                {t`Rank ${r.rank} · ${outcome(r.outcome)}`}
              </Text>
              <PostFactors factors={r.factors} />
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
