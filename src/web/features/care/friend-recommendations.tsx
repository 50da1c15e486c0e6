import { Badge, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatInstant } from '../../lib/process/bucharest-time';
import { useFriendRecommendations } from './api/get-friend-recommendations';
import { formatPhone } from '../../../../machines/phone';
import { HeadRow } from './head-row';

/** Recommend-a-friend: who recommended whom, whether the invitation left and whether the friend registered. */
export function FriendRecommendations() {
  const { t, i18n } = useLingui();
  const friends = useFriendRecommendations();
  if (friends.isSuccess && !friends.data.length) {
    return (
      <Text c="dimmed">
        <Trans>No recommendation yet.</Trans>
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped verticalSpacing="sm" aria-label={t`Friend recommendations`}>
        <HeadRow columns={[t`Friend`, t`Recommended by`, t`Date`, t`Status`]} />
        <Table.Tbody>
          {(friends.data ?? []).map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {r.friend.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {r.friend.email} · {formatPhone(r.friend.phone)}
                </Text>
              </Table.Td>
              <Table.Td>{r.recommender.name}</Table.Td>
              <Table.Td>{formatInstant(r.created_at, i18n.locale, 'short')}</Table.Td>
              <Table.Td>
                {r.registered_at ? (
                  <Badge color="teal">
                    <Trans>Registered</Trans>
                  </Badge>
                ) : r.invited_at ? (
                  <Badge color="blue" variant="light">
                    <Trans>Invited</Trans>
                  </Badge>
                ) : (
                  <Badge color="gray" variant="light">
                    <Trans>Invitation pending</Trans>
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
