import { Badge, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatInstant } from '../../lib/time/bucharest-time';
import { useFriendRecommendations, type FriendRecommendation } from './api/get-friend-recommendations';
import { PersonCell } from './person-cell';
import { ResponsiveList, type ListColumn } from '../../lib/ui/responsive-list';
import { WholeBadge } from '../../lib/ui/whole-badge';

/** Recommend-a-friend: who recommended whom, whether the invitation left (or why not) and whether the friend registered. */
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
  // Why no invitation was mailed: the friend asked to stop, someone invited the address lately, or a name holds a link.
  const withheldText: Record<NonNullable<FriendRecommendation['withheld']>, string> = {
    unsubscribed: t`Not invited: unsubscribed`,
    'recently-invited': t`Not invited: invited lately`,
    links: t`Not invited: a link in a name`,
  };
  const columns: ListColumn<FriendRecommendation>[] = [
    {
      label: t`Friend`,
      kind: 'title',
      cell: (r) => <PersonCell name={r.friend.name} email={r.friend.email} phone={r.friend.phone} strong />,
    },
    { label: t`Recommended by`, cell: (r) => r.recommender.name },
    { label: t`Date`, cell: (r) => formatInstant(r.created_at, i18n.locale, 'short') },
    {
      label: t`Status`,
      cell: (r) =>
        r.registered_at ? (
          <Badge color="teal">
            <Trans>Registered</Trans>
          </Badge>
        ) : r.invited_at ? (
          <Badge color="blue" variant="light">
            <Trans>Invited</Trans>
          </Badge>
        ) : r.withheld ? (
          // A reason, read whole: never cut on a phone.
          <WholeBadge color="orange">{withheldText[r.withheld]}</WholeBadge>
        ) : (
          <Badge color="gray" variant="light">
            <Trans>Invitation pending</Trans>
          </Badge>
        ),
    },
  ];
  return <ResponsiveList label={t`Friend recommendations`} rows={friends.data ?? []} rowKey={(r) => r.id} columns={columns} />;
}
