import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FACTOR_LABELS, VERDICT_COLORS, VERDICT_LABELS, type FactorName, type Verdict } from './explanation-labels';

type Row = { factor: FactorName; verdict: Verdict };

/**
 * A recommendation's factors as a list: each factor's name and its verdict badge, with what an audience adds around
 * the badge (`before`: the km; `after`: the share, a link). The candidate's "why", the company's verdicts and care's
 * posts read it alike.
 */
export function FactorList<F extends Row>({
  factors,
  before,
  after,
  size = 'md',
}: {
  factors: readonly F[];
  before?: (f: F) => ReactNode;
  after?: (f: F) => ReactNode;
  size?: 'sm' | 'md';
}) {
  const { i18n } = useLingui();
  return (
    <Stack gap={size === 'sm' ? 2 : 'xs'} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {factors.map((f) => (
        <Group key={f.factor} component="li" justify="space-between" wrap="wrap" gap="xs" data-factor={f.factor} data-verdict={f.verdict}>
          <Text fw={500} size={size}>
            {i18n._(FACTOR_LABELS[f.factor])}
          </Text>
          <Group gap="xs">
            {before?.(f)}
            <Badge color={VERDICT_COLORS[f.verdict]} variant="light" size={size} style={{ textTransform: 'none' }}>
              {i18n._(VERDICT_LABELS[f.verdict])}
            </Badge>
            {after?.(f)}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

/** The panel around a list of factors: its heading (named for the section) and one line of how it was decided. */
export function FactorPanel({ headingId, title, intro, children }: { headingId: string; title: ReactNode; intro: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb={4}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {intro}
      </Text>
      {children}
    </Paper>
  );
}
