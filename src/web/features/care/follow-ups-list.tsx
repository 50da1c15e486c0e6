import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatInstant } from '../../lib/process/bucharest-time';
import { notifyError, notifySuccess } from '../../lib/notify';
import { PhoneLink } from '../../lib/phone-link';
import type { CareFollowUp } from './api/get-care-queue';
import { useResolveFollowUp } from './api/resolve-follow-up';
import { CareDecisionDialog, type PendingDecision } from './care-decision-dialog';
import { ProcessCells } from './process-cells';
import { followUpLabels, labelOf } from './state-text';
import { HeadRow } from './head-row';

/** No-shows, rejected final offers and unanswered proposals: care calls, then closes the follow-up. */
export function FollowUpsList({ items }: { items: CareFollowUp[] }) {
  const { t, i18n } = useLingui();
  const resolve = useResolveFollowUp();
  const [pending, setPending] = useState<PendingDecision | null>(null);
  // Settling a disputed presence also closes its follow-up, with the same note.
  const settle = (f: CareFollowUp, kind: 'held' | 'missed') =>
    setPending({ process: f.process, decision: { kind }, onDone: (note) => resolve.mutate({ id: f.id, note }) });
  return (
    <>
      {/* Outside the list: the dialog's request must outlive the row it acts on (the list reloads without it). */}
      <CareDecisionDialog pending={pending} onClose={() => setPending(null)} />
      {!items.length ? (
        <Text c="dimmed">
          <Trans>Nothing to follow up.</Trans>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="sm" aria-label={t`Follow-ups`}>
            <HeadRow columns={[t`Reason`, t`Candidate`, t`Post`, t`Company phone`, t`Since`, t`Action`]} />
            <Table.Tbody>
              {items.map((f) => (
                <Table.Tr key={f.id} data-process={f.process.id}>
                  <Table.Td>
                    <Badge color="orange" variant="light">
                      {labelOf(followUpLabels, f.kind, (d) => i18n._(d))}
                    </Badge>
                    {f.reason ? (
                      <Text size="xs" mt={4} style={{ overflowWrap: 'anywhere' }}>
                        {f.reason}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <ProcessCells process={f.process} />
                  <Table.Td>
                    <PhoneLink phone={f.process.company.phone} size="sm" />
                  </Table.Td>
                  <Table.Td>{formatInstant(f.flagged_at, i18n.locale, 'short')}</Table.Td>
                  <Table.Td>
                    {f.kind === 'presenceDisputed' && f.process.state.startsWith('presenceDisputed.') ? (
                      <Group gap="xs">
                        <Button size="xs" color="teal" onClick={() => settle(f, 'held')}>
                          <Trans>It took place</Trans>
                        </Button>
                        <Button size="xs" variant="light" color="red" onClick={() => settle(f, 'missed')}>
                          <Trans>It did not take place</Trans>
                        </Button>
                      </Group>
                    ) : (
                      <Button
                        size="xs"
                        variant="light"
                        loading={resolve.isPending}
                        onClick={() => resolve.mutate({ id: f.id }, { onSuccess: () => notifySuccess(t`Follow-up closed.`), onError: notifyError })}
                      >
                        <Trans>Mark as handled</Trans>
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
