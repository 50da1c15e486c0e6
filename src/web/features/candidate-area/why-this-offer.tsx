import { Anchor, Badge, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { FACTOR_LABELS, VERDICT_COLORS, VERDICT_LABELS } from '../../lib/explanation/explanation-labels';
import { useExplanation } from '../../lib/explanation/get-explanation';

/**
 * "Why you received this offer": her own factors, each verdict with its share of the rank and a link to the profile
 * section where she corrects what was weighed. Nothing when the offer was not ranked (care's own, before the record).
 */
export function WhyThisOffer({ processId }: { processId: number }) {
  const { t, i18n } = useLingui();
  const explanation = useExplanation(processId);
  const data = explanation.data;
  if (!data || data.audience !== 'candidate') return null;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="why-this-offer">
      <Title order={2} size="h4" id="why-this-offer" mb={4}>
        <Trans>Why you received this offer</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>Offers are ranked automatically by these factors; a person from customer care decides before any company sees your profile.</Trans>
      </Text>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.factors.map((f) => (
          <Group key={f.factor} component="li" justify="space-between" wrap="wrap" gap="xs" data-factor={f.factor}>
            <Text fw={500}>{i18n._(FACTOR_LABELS[f.factor])}</Text>
            <Group gap="xs">
              <Badge color={VERDICT_COLORS[f.verdict]} variant="light" style={{ textTransform: 'none' }}>
                {i18n._(VERDICT_LABELS[f.verdict])}
              </Badge>
              <Text size="sm" c="dimmed">
                {t`${Math.round(f.share * 100)}% of the rank`}
              </Text>
              {f.profile_section ? (
                <Anchor component={Link} to={`/profile#section-${f.profile_section}`} size="sm">
                  <Trans>Correct in your profile</Trans>
                  <VisuallyHidden>: {i18n._(FACTOR_LABELS[f.factor])}</VisuallyHidden>
                </Anchor>
              ) : null}
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
