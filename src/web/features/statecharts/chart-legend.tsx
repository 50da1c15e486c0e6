import { Switch, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { commonGuards } from '../../../../machines/describe/graph';
import type { Diagram } from './use-diagram';

interface Props {
  diagram: Diagram;
  showFanOuts: boolean;
  onShowFanOuts: (show: boolean) => void;
}

/** What the arrows leave out: the conditions every arrow shares, and the fan-outs drawn only on request. */
export function ChartLegend({ diagram, showFanOuts, onShowFanOuts }: Props) {
  const { t } = useLingui();
  const { description, texts } = diagram;
  const shared = texts.guards(commonGuards(description));
  const hidden = diagram.fanOuts.map((group) => {
    const event = texts.event(group.event);
    const from = texts.stateName(group.source);
    const count = group.transitions.length;
    return t`${count} arrows “${event}” from “${from}”`;
  });
  const groups = hidden.join('; ');
  return (
    <Stack gap={6}>
      <Text size="sm">{t`Each arrow reads: the event, who sends it, and when it applies. A black dot marks where a state starts; a double border marks an end.`}</Text>
      {shared && <Text size="sm">{t`Every arrow also requires: ${shared}.`}</Text>}
      {hidden.length > 0 && (
        <Switch
          checked={showFanOuts}
          onChange={(event) => onShowFanOuts(event.currentTarget.checked)}
          label={t`Draw the grouped arrows: ${groups}`}
        />
      )}
    </Stack>
  );
}
