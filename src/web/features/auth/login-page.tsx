import { useEffect, useState } from 'react';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { EmailInput } from '../../lib/forms/email-input';
import { PasswordField } from '../../lib/forms/password-field';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { loginSearchSchema, parseSearch } from '../../lib/routing/search-params';
import { safeRedirectTarget } from '../../lib/routing/safe-redirect';
import { FooterLink } from '../../lib/ui/footer-link';
import { PageCard } from '../../lib/ui/page-card';
import { usePageTitle } from '../../lib/use-page-title';
import { LoginFailureMessage } from './login-failure-message';
import { signInCheck, type SignIn } from './sign-in-check';

// The form paints with none of the sign-in call's code (API client, session, query cache): it follows at once.
const signInFlow = () => import('./sign-in');

/** Spec §8: the failure toast stays 20 seconds so there is time to follow its reset link. */
const FAILURE_TOAST_MS = 20_000;

export function LoginPage() {
  const { t } = useLingui();
  usePageTitle(t`Login`);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { redirect } = parseSearch(loginSearchSchema, params);
  const form = useZodForm(signInCheck, { email: '', password: '' });
  const [pending, setPending] = useState(false);

  useEffect(() => {
    // Fetched while the visitor types; a failure shows when the form is sent.
    signInFlow().catch(() => undefined);
  }, []);

  async function submit(values: SignIn) {
    setPending(true);
    try {
      const flow = await signInFlow();
      try {
        const summary = await flow.signIn(values);
        notifications.hide('login-failure');
        flow.notifySuccess(t`Login successful`);
        const home = summary.profileType === 2 ? '/dashboard/candidate' : '/dashboard/company';
        navigate(safeRedirectTarget(redirect, window.location.origin) ?? home, { replace: true });
      } catch (error) {
        if (!flow.isRefusal(error)) return flow.notifyError(error);
        notifications.show({
          id: 'login-failure',
          color: 'red',
          autoClose: FAILURE_TOAST_MS,
          message: <LoginFailureMessage />,
        });
      }
    } catch {
      // The sign-in code itself did not arrive (offline): spec §8's text for any failed call.
      notifications.show({ color: 'red', message: t`Something went wrong, please try again!` });
    } finally {
      setPending(false);
    }
  }

  return (
    <PageCard title={<Trans>Sign in</Trans>} intro={<Trans>Welcome back. Sign in to see your offers and interviews.</Trans>}>
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <Stack gap="md">
          <EmailInput {...form.input('email')} />
          <PasswordField label={t`Password`} autoComplete="current-password" required {...form.input('password')} />
          <Group justify="flex-end">
            <Anchor component={Link} to="/password/reset" size="sm">
              <Trans>Forgot password?</Trans>
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={pending}>
            <Trans>Authenticate</Trans>
          </Button>
          <FooterLink to="/register">
            <Trans>No account? Create account</Trans>
          </FooterLink>
        </Stack>
      </form>
    </PageCard>
  );
}
