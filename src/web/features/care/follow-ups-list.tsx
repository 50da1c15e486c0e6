import { Badge, Button, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatInstant } from '../../lib/process/bucharest-time';
import { notifyError, notifySuccess } from '../../lib/notify';
import { PhoneLink } from '../../lib/phone-link';
import type { CareFollowUp } from './api/get-care-queue';
import { useResolveFollowUp } from './api/resolve-follow-up';
import { ProcessCells } from './process-cells';
import { followUpLabels, labelOf } from './state-text';
import { HeadRow } from './head-row';

/** No-shows, rejected final offers and unanswered proposals: care calls, then closes the follow-up. */
export function FollowUpsList({ items }: { items: CareFollowUp[] }) {
  const { t, i18n } = useLingui();
  const resolve = useResolveFollowUp();
  if (!items.length) {
    return (
      <Text c="dimmed">
        <Trans>Nothing to follow up.</Trans>
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="sm" aria-label={t`Follow-ups`}>
        <HeadRow columns={[t`Reason`, t`Candidate`, t`Position`, t`Company phone`, t`Since`, t`Action`]} />
        <Table.Tbody>
          {items.map((f) => (
            <Table.Tr key={f.id}>
              <Table.Td>
                <Badge color="orange" variant="light">
                  {labelOf(followUpLabels, f.kind, (d) => i18n._(d))}
                </Badge>
              </Table.Td>
              <ProcessCells process={f.process} />
              <Table.Td>
                <PhoneLink phone={f.process.company.phone} size="sm" />
              </Table.Td>
              <Table.Td>{formatInstant(f.flagged_at, i18n.locale, 'short')}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  loading={resolve.isPending}
                  onClick={() => resolve.mutate({ id: f.id }, { onSuccess: () => notifySuccess(t`Follow-up closed.`), onError: notifyError })}
                >
                  <Trans>Mark as handled</Trans>
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
