import { Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { COVERAGE_MARKS, MARK_COLOURS, type CoverageMark } from './coverage-marks';

export function CoverageLegend() {
  const { t } = useLingui();
  const items: Record<CoverageMark, string> = {
    both: t`API and browser tests`,
    api: t`API tests only`,
    browser: t`Browser tests only`,
    none: t`Not covered`,
  };
  return (
    <Group gap="md" data-testid="coverage-legend">
      {COVERAGE_MARKS.map((mark) => (
        <Group key={mark} gap={6}>
          <span
            aria-hidden
            style={{
              display: 'inline-block',
              width: 14,
              height: 14,
              borderRadius: 3,
              background: MARK_COLOURS[mark].fill,
              border: `2px solid ${MARK_COLOURS[mark].stroke}`,
            }}
          />
          <Text size="sm">{items[mark]}</Text>
        </Group>
      ))}
    </Group>
  );
}
