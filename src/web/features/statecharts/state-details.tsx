import { Badge, Code, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { distinctGuards, commonGuards, isAncestorOrSelf } from '../../../../machines/describe/graph';
import { hiringStatusRows, type StatusVariant } from './hiring-statuses';
import type { Diagram } from './use-diagram';

interface Props {
  diagram: Diagram;
  stateId: string;
}

/** What a product owner asks of a state: what it means, what each side sees, and what can happen next. */
export function StateDetails({ diagram, stateId }: Props) {
  const { t } = useLingui();
  const { description, texts } = diagram;
  const state = description.states.find((s) => s.id === stateId);
  if (!state) return null;
  const common = commonGuards(description);
  // Events handled by an enclosing state leave this one too (the archive's unarchive, the interview's cancel).
  const leaving = description.transitions.filter((tr) => isAncestorOrSelf(tr.source, stateId));
  const leaf = state.kind === 'atomic' || state.kind === 'final';
  const variantText: Record<StatusVariant, string> = {
    usual: t`Usually`,
    followUp: t`In a follow-up round`,
    rescheduled: t`After a reschedule`,
  };
  return (
    <Paper withBorder p="md" radius="md" data-testid="state-details">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {texts.stateName(state.id)}
        </Title>
        <Code>{state.id}</Code>
        <Text size="sm">{texts.description(state) ?? t`No description yet.`}</Text>
        {description.id === 'hiring' && leaf && (
          <Stack gap={6} data-testid="state-statuses">
            {hiringStatusRows(state.id).map((row) => (
              <div key={row.variant}>
                <Text size="sm" fw={600}>
                  {variantText[row.variant]}
                </Text>
                <Text size="sm">
                  <Trans>Candidate status</Trans>: <Code>{row.candidate}</Code>
                </Text>
                <Text size="sm">
                  <Trans>Company status</Trans>: <Code>{row.company ?? '—'}</Code>
                </Text>
              </div>
            ))}
          </Stack>
        )}
        <Title order={3} size="h5">
          <Trans>Events that leave this state</Trans>
        </Title>
        {leaving.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>None: the process ends here.</Trans>
          </Text>
        ) : (
          <List size="sm" spacing={6} data-testid="leaving-events">
            {leaving.map((tr) => {
              const condition = texts.guards(distinctGuards(tr, common));
              return (
                <List.Item key={tr.id}>
                  <Text span fw={600}>
                    {texts.event(tr.event)}
                  </Text>{' '}
                  <Badge size="xs" variant="light">
                    {texts.actor(tr.actor)}
                  </Badge>{' '}
                  → {tr.targets.map(texts.stateName).join(', ') || t`stays here`}
                  {condition && (
                    <Text span c="dimmed">
                      {' '}
                      ({t`if ${condition}`})
                    </Text>
                  )}
                </List.Item>
              );
            })}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
