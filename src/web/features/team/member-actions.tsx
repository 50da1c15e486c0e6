import { Button, Group, Select } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../lib/notify';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog';
import { useChangeMember, useHandOver, type Member, type Team } from './api/team';

/**
 * Turn a member off or on, and hand their posts to someone else: each asks once before it is sent. An owner does not
 * turn themselves off here (another owner does, as the server keeps one active owner).
 */
export function MemberActions({ member, team }: { member: Member; team: Team }) {
  const { t } = useLingui();
  const change = useChangeMember();
  const handOver = useHandOver();
  const [dialog, setDialog] = useState<'off' | 'hand-over' | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const others = team.members.filter((m) => m.active && m.user_id !== member.user_id).map((m) => ({ value: String(m.user_id), label: m.name }));
  const close = () => setDialog(null);

  return (
    <Group gap="xs" wrap="wrap">
      {member.user_id === team.me.user_id ? null : member.active ? (
        <Button size="xs" variant="light" color="red" onClick={() => setDialog('off')} aria-label={t`Turn off ${member.name}`}>
          <Trans>Turn off</Trans>
        </Button>
      ) : (
        <Button
          size="xs"
          variant="light"
          loading={change.isPending}
          aria-label={t`Turn on ${member.name}`}
          onClick={() =>
            change.mutate(
              { id: member.user_id, active: true },
              { onSuccess: () => notifySuccess(t`${member.name} can sign in again`), onError: notifyError },
            )
          }
        >
          <Trans>Turn on</Trans>
        </Button>
      )}
      {member.posts > 0 && others.length ? (
        <Button size="xs" variant="default" onClick={() => setDialog('hand-over')} aria-label={t`Hand over the posts of ${member.name}`}>
          <Trans>Hand over posts</Trans>
        </Button>
      ) : null}
      <ConfirmDialog
        opened={dialog === 'off'}
        onClose={close}
        title={t`Turn off ${member.name}?`}
        confirmLabel={t`Turn off`}
        color="red"
        pending={change.isPending}
        onConfirm={() =>
          change.mutate(
            { id: member.user_id, active: false },
            { onSuccess: () => (notifySuccess(t`${member.name} was turned off`), close()), onError: notifyError },
          )
        }
      >
        <Trans>
          They are signed out at once on every device and cannot sign in until an owner turns them on again. Their posts stay; hand them over to a
          colleague.
        </Trans>
      </ConfirmDialog>
      <ConfirmDialog
        opened={dialog === 'hand-over'}
        onClose={close}
        title={t`Hand over the posts of ${member.name}`}
        confirmLabel={t`Hand over`}
        pending={handOver.isPending}
        details={<Select label={t`Colleague who takes them over`} data={others} value={to} onChange={setTo} allowDeselect={false} required />}
        onConfirm={() => {
          if (!to) return;
          handOver.mutate(
            { id: member.user_id, to: Number(to) },
            { onSuccess: (r) => (notifySuccess(t`Posts handed over: ${r.posts}`), close()), onError: notifyError },
          );
        }}
      >
        <Trans>The posts they own and those they are on move to the colleague you choose.</Trans>
      </ConfirmDialog>
    </Group>
  );
}
