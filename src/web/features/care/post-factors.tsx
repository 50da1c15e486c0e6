import { Box, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { FactorName, Verdict } from '../../lib/explanation/explanation-labels';
import { FactorList } from '../../lib/explanation/factor-list';

type PostFactor = { factor: FactorName; verdict: Verdict; points: number; max: number; overridden?: boolean };

/**
 * A candidate's factors for a post in care's posts list: each verdict with the points it gave out of its most. As
 * wide as a recommended candidate's whatever the line above it, so the verdicts of every row line up.
 */
export function PostFactors({ factors }: { factors: readonly PostFactor[] }) {
  const { t } = useLingui();
  return (
    <Box maw={560}>
      <FactorList
        size="sm"
        factors={factors}
        after={(f) => (
          <Text size="xs" c="dimmed">
            {f.overridden ? t`${f.points} of ${f.max} points · set by care` : t`${f.points} of ${f.max} points`}
          </Text>
        )}
      />
    </Box>
  );
}
