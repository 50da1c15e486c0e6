import { AppShell, Burger, Button, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { SIDE_MENUS, menuOwnerOf } from '../lib/routing/side-menu';
import { useLiveUpdates } from '../lib/live/use-live-updates';
import { NotificationBell } from '../features/notification-bell/notification-bell';
import { PolicyConsentGate } from '../lib/privacy/policy-consent-gate';
import { endSession } from '../lib/session/establish-session';
import { BrandLink } from './brand-link';
import { LanguageSwitcher } from './language-switcher';
import { useSession } from './use-session';

/** The signed-in frame (spec §2 `_dashboard-layout`); its guard lives in the route loaders. */
export function DashboardLayout() {
  const { t, i18n } = useLingui();
  const [opened, { toggle, close }] = useDisclosure();
  const { summary, isCare } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const isCompany = summary?.profileType === 1;
  useLiveUpdates();

  const links = SIDE_MENUS[menuOwnerOf({ profileType: summary?.profileType ?? 0, isCare })];

  async function logout() {
    await endSession().catch(() => undefined);
    navigate('/login', { replace: true });
  }

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
      bg="gray.0"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t`Menu`} />
            <BrandLink to="/dashboard/" />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <NotificationBell />
            <LanguageSwitcher />
            <Button variant="subtle" size="xs" onClick={logout} visibleFrom="xs">
              <Trans>Sign out</Trans>
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t`Main menu`}>
        <Stack gap={4} style={{ flex: 1 }}>
          {summary?.name ? (
            <Text size="sm" c="dimmed" px="sm" pb="xs">
              {isCompany && summary.companyName ? `${summary.name} · ${summary.companyName}` : summary.name}
            </Text>
          ) : null}
          {links.map((link) => (
            <NavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={i18n._(link.label)}
              active={location.pathname.startsWith(link.to.replace(/\/$/, ''))}
              onClick={close}
            />
          ))}
        </Stack>
        <Button variant="default" hiddenFrom="xs" onClick={logout}>
          <Trans>Sign out</Trans>
        </Button>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <PolicyConsentGate onSignOut={() => void logout()} />
    </AppShell>
  );
}
