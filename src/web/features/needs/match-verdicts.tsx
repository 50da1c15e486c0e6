import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { FACTOR_LABELS, VERDICT_COLORS, VERDICT_LABELS } from '../../lib/explanation/explanation-labels';
import { useExplanation } from '../../lib/explanation/get-explanation';

/**
 * Why this candidate was recommended, as the company may read it: verdicts only ("pay: within your range"), the
 * distance in km and none of her own figures. The server answers only once care validated her.
 */
export function MatchVerdicts({ processId }: { processId: number }) {
  const { t, i18n } = useLingui();
  const explanation = useExplanation(processId);
  const data = explanation.data;
  if (!data || data.audience !== 'company') return null;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="match-verdicts">
      <Title order={2} size="h4" id="match-verdicts" mb={4}>
        <Trans>Why this candidate was recommended</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>Ranked automatically against your post, then validated by Medilink customer care after a phone call.</Trans>
      </Text>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.factors.map((f) => (
          <Group key={f.factor} component="li" justify="space-between" gap="xs" data-factor={f.factor}>
            <Text fw={500}>{i18n._(FACTOR_LABELS[f.factor])}</Text>
            <Group gap="xs">
              {f.factor === 'distance' && f.km != null ? <Text size="sm">{t`${f.km} km away`}</Text> : null}
              <Badge color={VERDICT_COLORS[f.verdict]} variant="light" style={{ textTransform: 'none' }}>
                {i18n._(VERDICT_LABELS[f.verdict])}
              </Badge>
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
