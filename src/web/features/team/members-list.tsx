import { Badge, Select, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { notifyError, notifySuccess } from '../../lib/notify';
import { ResponsiveList, type ListColumn } from '../../lib/ui/responsive-list';
import { MEMBER_ROLES, useChangeMember, type Member, type MemberRole, type Team } from './api/team';
import { MemberActions } from './member-actions';
import { ROLE_LABELS } from './role-label';

/** Every member with role, state and posts; for an owner, the role is a select and each row has its actions. */
export function MembersList({ team, manage }: { team: Team; manage: boolean }) {
  const { t, i18n } = useLingui();
  const change = useChangeMember();
  const roles = MEMBER_ROLES.map((r) => ({ value: r, label: i18n._(ROLE_LABELS[r]) }));
  const setRole = (m: Member, role: MemberRole) =>
    change.mutate(
      { id: m.user_id, role },
      { onSuccess: () => notifySuccess(t`${m.name} is now ${i18n._(ROLE_LABELS[role])}`), onError: notifyError },
    );

  const columns: ListColumn<Member>[] = [
    {
      label: t`Name`,
      kind: 'title',
      cell: (m) => (
        <div>
          <Text fw={600}>
            {m.name}
            {m.user_id === team.me.user_id ? <Text span c="dimmed">{` (${t`you`})`}</Text> : null}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {m.email}
          </Text>
        </div>
      ),
    },
    {
      label: t`Role`,
      cell: (m) =>
        manage && m.active ? (
          <Select
            aria-label={t`Role of ${m.name}`}
            data={roles}
            value={m.role}
            allowDeselect={false}
            disabled={change.isPending}
            onChange={(value) => value && value !== m.role && setRole(m, value)}
            maw={200}
          />
        ) : (
          i18n._(ROLE_LABELS[m.role])
        ),
    },
    {
      label: t`Status`,
      cell: (m) => (m.active ? <Badge color="teal" variant="light">{t`Active`}</Badge> : <Badge color="gray" variant="light">{t`Turned off`}</Badge>),
    },
    { label: t`Posts`, cell: (m) => m.posts },
    ...(manage ? [{ label: t`Actions`, kind: 'action' as const, cell: (m: Member) => <MemberActions member={m} team={team} /> }] : []),
  ];
  return (
    <ResponsiveList
      label={t`Members`}
      rows={team.members}
      rowKey={(m) => m.user_id}
      columns={columns}
      rowAttributes={(m) => ({ 'data-member': m.email })}
    />
  );
}
