import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { BrandLink } from './brand-link';
import { LanguageSwitcher } from './language-switcher';
import { useSession } from './use-session';

/** Landing, sign-in, registration, password and onboarding pages. */
export function PublicLayout() {
  const session = useSession();
  return (
    <Box mih="100vh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <BrandLink />
            <Group gap="sm" wrap="nowrap">
              <LanguageSwitcher />
              {session.hasToken ? (
                <Button component={Link} to="/dashboard/" variant="light" size="xs">
                  <Trans>My account</Trans>
                </Button>
              ) : (
                <Button component={Link} to="/login" variant="subtle" size="xs" visibleFrom="xs">
                  <Trans>Sign in</Trans>
                </Button>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Box component="footer" py="lg">
        <Container size="lg">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              <Trans>Medical jobs in Romania, from first offer to hire.</Trans>
            </Text>
            <Group gap="md">
              <Anchor component={Link} to="/privacy" size="sm">
                <Trans>Privacy notice and terms</Trans>
              </Anchor>
              <Anchor component={Link} to="/register" size="sm">
                <Trans>Create account</Trans>
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
