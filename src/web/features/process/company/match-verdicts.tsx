import { Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { FactorList, FactorPanel } from '../../../lib/explanation/factor-list';
import { useExplanation } from '../../../lib/explanation/get-explanation';

/**
 * Why this candidate was recommended, as the company may read it: verdicts only ("pay: within your range"), the
 * distance in km and none of her own figures. The server answers only once care validated her.
 */
export function MatchVerdicts({ processId }: { processId: number }) {
  const { t } = useLingui();
  const explanation = useExplanation(processId);
  const data = explanation.data;
  if (!data || data.audience !== 'company') return null;
  return (
    <FactorPanel
      headingId="match-verdicts"
      title={<Trans>Why this candidate was recommended</Trans>}
      intro={<Trans>Ranked automatically against your post, then validated by Medilink customer care after a phone call.</Trans>}
    >
      <FactorList
        factors={data.factors}
        before={(f) => (f.factor === 'distance' && f.km != null ? <Text size="sm">{t`${f.km} km away`}</Text> : null)}
      />
    </FactorPanel>
  );
}
