import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

export function LoginFailureMessage() {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        <Trans>Invalid email or password</Trans>
      </Text>
      <Anchor component={Link} to="/password/reset" size="sm" onClick={() => notifications.hide('login-failure')}>
        <Trans>Try to reset password</Trans>
      </Anchor>
    </Stack>
  );
}
