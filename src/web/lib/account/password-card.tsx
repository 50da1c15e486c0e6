import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { ChangePasswordModal } from './change-password-modal';

/** On the candidate's and the company's profile: the password the account signs in with, and its change. */
export function PasswordCard() {
  const [changing, setChanging] = useState(false);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="password-card-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="password-card-title">
          <Trans>Password</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Choose a new password with the current one. Every other device signed in to your account is signed out.</Trans>
        </Text>
        <Group>
          <Button variant="light" onClick={() => setChanging(true)}>
            <Trans>Change the password</Trans>
          </Button>
        </Group>
      </Stack>
      <ChangePasswordModal opened={changing} onClose={() => setChanging(false)} />
    </Paper>
  );
}
