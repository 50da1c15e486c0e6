import { Button, Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PageCard } from '../../lib/ui/page-card';
import { usePageTitle } from '../../lib/use-page-title';

export function PasswordIndexPage() {
  const { t } = useLingui();
  usePageTitle(t`Password`);
  return (
    <PageCard title={<Trans>Password</Trans>} intro={<Trans>Forgot your password? We will email you a link to choose a new one.</Trans>}>
      <Stack gap="sm">
        <Button component={Link} to="/password/reset">
          <Trans>Reset my password</Trans>
        </Button>
        <Button component={Link} to="/login" variant="default">
          <Trans>Back to sign in</Trans>
        </Button>
      </Stack>
    </PageCard>
  );
}
