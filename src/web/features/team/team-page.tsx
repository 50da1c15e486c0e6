import { Alert, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadError } from '../../lib/ui/load-error';
import { usePageTitle } from '../../lib/use-page-title';
import { useTeam } from './api/team';
import { InvitationsList } from './invitations-list';
import { InviteForm } from './invite-form';
import { MembersList } from './members-list';

/** /company/team: the company's people. Owners manage them; every other member reads the list. */
export function TeamPage() {
  const { t } = useLingui();
  usePageTitle(t`Team`);
  const team = useTeam();
  if (team.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader aria-label={t`Loading the team`} />
      </Center>
    );
  }
  if (team.isError) return <LoadError title={t`The team could not be loaded`} error={team.error} onRetry={() => void team.refetch()} />;
  const owner = team.data.me.role === 'owner';
  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Team</Trans>
      </Title>
      {owner ? null : (
        <Alert variant="light" role="status">
          <Trans>Only an owner of the company changes the team. Ask one if something here should change.</Trans>
        </Alert>
      )}
      <section aria-labelledby="team-members">
        <Title order={2} size="h3" id="team-members" mb="sm">
          <Trans>Members</Trans>
        </Title>
        <MembersList team={team.data} manage={owner} />
      </section>
      {owner ? (
        <>
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="team-invite">
            <Title order={2} size="h3" id="team-invite" mb="xs">
              <Trans>Invite a colleague</Trans>
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              <Trans>They receive a link by email, valid 7 days, to choose their name and password.</Trans>
            </Text>
            <InviteForm />
          </Paper>
          <section aria-labelledby="team-invitations">
            <Title order={2} size="h3" id="team-invitations" mb="sm">
              <Trans>Pending invitations</Trans>
            </Title>
            <InvitationsList />
          </section>
        </>
      ) : null}
    </Stack>
  );
}
