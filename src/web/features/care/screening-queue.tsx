import { Button, Group, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatInstant } from '../../lib/process/bucharest-time';
import { notifyError, notifySuccess } from '../../lib/notify';
import type { CareProcess } from './api/get-care-queue';
import { ProcessCells } from './process-cells';
import { useCareEvent } from './use-care-event';
import { HeadRow } from './head-row';

/** Candidates who said they are interested: call them at their slot, then validate, invalidate or mark not presented. */
export function ScreeningQueue({ processes }: { processes: CareProcess[] }) {
  const { t, i18n } = useLingui();
  const event = useCareEvent();
  if (!processes.length) {
    return (
      <Text c="dimmed">
        <Trans>No candidate is waiting for a phone screen.</Trans>
      </Text>
    );
  }
  const act = (process: CareProcess, type: 'care.validate' | 'care.invalidate' | 'care.markNotPresented', done: string) =>
    event.mutate({ process, type }, { onSuccess: () => notifySuccess(done), onError: notifyError });
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="sm" aria-label={t`Phone screens to do`}>
        <HeadRow columns={[t`Candidate`, t`Position`, t`Call slot`, t`Decision after the call`]} />
        <Table.Tbody>
          {processes.map((p) => (
            <Table.Tr key={p.id} data-testid={`screening-${p.id}`}>
              <ProcessCells process={p} />
              <Table.Td>{p.call_slot ? formatInstant(p.call_slot, i18n.locale) : '—'}</Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <Button size="xs" color="teal" loading={event.isPending} onClick={() => act(p, 'care.validate', t`${p.candidate.name} was validated and recommended to the company.`)}>
                    <Trans>Validate</Trans>
                  </Button>
                  <Button size="xs" variant="light" color="red" disabled={event.isPending} onClick={() => act(p, 'care.invalidate', t`${p.candidate.name} was invalidated.`)}>
                    <Trans>Invalidate</Trans>
                  </Button>
                  <Button size="xs" variant="subtle" color="gray" disabled={event.isPending} onClick={() => act(p, 'care.markNotPresented', t`${p.candidate.name} was marked as not presented.`)}>
                    <Trans>Not presented</Trans>
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
