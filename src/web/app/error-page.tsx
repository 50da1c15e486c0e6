import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

/**
 * The generic error page (spec §2). It may render outside the router (a failed boot), so it links
 * with plain anchors; "try again" reloads, which also fetches a route chunk that failed to load.
 */
export function ErrorPage() {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack align="center" gap="sm" maw={520} ta="center" role="alert">
        <Title order={1} size="h2">
          <Trans>Something went wrong</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Something went wrong, please try again!</Trans>
        </Text>
        <Group justify="center" mt="sm">
          <Button onClick={() => window.location.reload()}>
            <Trans>Try again</Trans>
          </Button>
          <Button component="a" href="/app/" variant="default">
            <Trans>Go home</Trans>
          </Button>
          <Button component="a" href="/app/dashboard/" variant="default">
            <Trans>Go to dashboard</Trans>
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
