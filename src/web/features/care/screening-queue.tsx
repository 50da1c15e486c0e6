import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatInstant } from '../../lib/process/bucharest-time';
import type { CareProcess } from './api/get-care-queue';
import { CareDecisionDialog, type PendingDecision } from './care-decision-dialog';
import { ProcessCells } from './process-cells';
import { HeadRow } from './head-row';

/** Candidates who said they are interested: call them at their slot, then validate, invalidate or mark not presented. */
export function ScreeningQueue({ processes }: { processes: CareProcess[] }) {
  const { t, i18n } = useLingui();
  const [pending, setPending] = useState<PendingDecision | null>(null);
  // Calls whose slot has passed come first in the list (it is sorted by slot) and are marked, so none is forgotten.
  const now = Date.now();
  const act = (process: CareProcess, kind: 'validate' | 'invalidate' | 'notPresented') => setPending({ process, decision: { kind } });
  return (
    <>
      {/* Outside the list: the dialog's request must outlive the row it acts on (the list reloads without it). */}
      <CareDecisionDialog pending={pending} onClose={() => setPending(null)} />
      {!processes.length ? (
        <Text c="dimmed">
          <Trans>No candidate is waiting for a phone screen.</Trans>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="sm" aria-label={t`Phone screens to do`}>
            <HeadRow columns={[t`Candidate`, t`Post`, t`Call slot`, t`Decision after the call`]} />
            <Table.Tbody>
              {processes.map((p) => (
                <Table.Tr key={p.id} data-testid={`screening-${p.id}`}>
                  <ProcessCells process={p} />
                  <Table.Td>
                    {p.call_slot ? formatInstant(p.call_slot, i18n.locale) : '—'}
                    {p.call_slot && Date.parse(p.call_slot) < now ? (
                      <Badge color="red" variant="light" ml={6} style={{ textTransform: 'none' }}>
                        <Trans>Overdue</Trans>
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Button size="xs" color="teal" onClick={() => act(p, 'validate')}>
                        <Trans>Validate</Trans>
                      </Button>
                      <Button size="xs" variant="light" color="red" onClick={() => act(p, 'invalidate')}>
                        <Trans>Invalidate</Trans>
                      </Button>
                      <Button size="xs" variant="subtle" color="gray" onClick={() => act(p, 'notPresented')}>
                        <Trans>Not presented</Trans>
                      </Button>
                    </Group>
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
