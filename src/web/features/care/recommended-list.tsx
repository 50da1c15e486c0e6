import { Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRecommended } from './api/get-recommended';
import { PostFactors } from './post-factors';
import { PostPeopleSection } from './post-people-section';

/**
 * "Recommended": whom the post was offered to by matching or by care, best rank first, each with every factor of
 * her explanation, the rank and care's decision so far.
 */
export function RecommendedList({ needId, headingId }: { needId: number; headingId: string }) {
  const { t } = useLingui();
  const outcome = (o: string | null) => (o === 'validated' ? t`validated by care` : o === 'rejected' ? t`rejected by care` : t`waiting for care`);
  return (
    <PostPeopleSection
      headingId={headingId}
      title={<Trans>Recommended</Trans>}
      query={useRecommended(needId)}
      empty={<Trans>Nobody has been recommended for this post yet.</Trans>}
      row={(r) => (
        <>
          <Text fw={600} size="sm">
            {r.name}
          </Text>
          <Text size="xs" c="dimmed" mb={4}>
            {t`Rank ${r.rank} · ${outcome(r.outcome)}`}
          </Text>
          <PostFactors factors={r.factors} />
        </>
      )}
    />
  );
}
