import { Button, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifyError, notifySuccess } from '../../lib/notify';
import { ResponsiveList, type ListColumn } from '../../lib/ui/responsive-list';
import { useInvitations, useRevokeInvitation, type Invitation } from './api/team';
import { ROLE_LABELS } from './role-label';

/** The invitations nobody accepted yet, each with its withdrawal. */
export function InvitationsList() {
  const { t, i18n } = useLingui();
  const invitations = useInvitations(true);
  const revoke = useRevokeInvitation();
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'Europe/Bucharest' });
  const rows = invitations.data?.invitations ?? [];
  if (!invitations.isPending && !rows.length) {
    return (
      <Text c="dimmed">
        <Trans>No invitation is waiting for an answer.</Trans>
      </Text>
    );
  }
  const columns: ListColumn<Invitation>[] = [
    { label: t`Email`, kind: 'title', cell: (i) => <Text fw={600}>{i.email}</Text> },
    { label: t`Role`, cell: (i) => i18n._(ROLE_LABELS[i.role]) },
    { label: t`Valid until`, cell: (i) => day.format(new Date(i.expires_at)) },
    {
      label: t`Actions`,
      kind: 'action',
      cell: (i) => (
        <Button
          size="xs"
          variant="light"
          color="red"
          loading={revoke.isPending && revoke.variables === i.id}
          aria-label={t`Withdraw the invitation of ${i.email}`}
          onClick={() => revoke.mutate(i.id, { onSuccess: () => notifySuccess(t`The invitation of ${i.email} was withdrawn`), onError: notifyError })}
        >
          <Trans>Withdraw</Trans>
        </Button>
      ),
    },
  ];
  return <ResponsiveList label={t`Pending invitations`} rows={rows} rowKey={(i) => i.id} columns={columns} />;
}
