import { Anchor, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { ApiError } from '../../lib/api/client';
import { EmailInput } from '../../lib/forms/email-input';
import { PasswordField } from '../../lib/forms/password-field';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { notifyError, notifySuccess } from '../../lib/notify';
import { loginSearchSchema, parseSearch } from '../../lib/routing/search-params';
import { safeRedirectTarget } from '../../lib/routing/safe-redirect';
import { establishSession } from '../../lib/session/establish-session';
import { FooterLink } from '../../lib/ui/footer-link';
import { PageCard } from '../../lib/ui/page-card';
import { usePageTitle } from '../../lib/use-page-title';
import { emailField, signInPassword } from '../../lib/validation/rules';
import { login } from './api/login';
import { LoginFailureMessage } from './login-failure-message';

const signInSchema = z.object({ email: emailField, password: signInPassword });

/** Spec §8: the failure toast stays 20 seconds so there is time to follow its reset link. */
const FAILURE_TOAST_MS = 20_000;

export function LoginPage() {
  const { t } = useLingui();
  usePageTitle(t`Login`);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { redirect } = parseSearch(loginSearchSchema, params);
  const form = useZodForm(signInSchema, { email: '', password: '' });

  const signIn = useMutation({
    mutationFn: async (values: z.output<typeof signInSchema>) => establishSession(await login(values)),
    onSuccess(summary) {
      notifications.hide('login-failure');
      notifySuccess(t`Login successful`);
      const home = summary.profileType === 2 ? '/dashboard/candidate' : '/dashboard/company';
      navigate(safeRedirectTarget(redirect, window.location.origin) ?? home, { replace: true });
    },
    onError(error) {
      const rejected = error instanceof ApiError && (error.status === 400 || error.status === 401 || error.status === 403);
      if (!rejected) return notifyError(error);
      notifications.show({
        id: 'login-failure',
        color: 'red',
        autoClose: FAILURE_TOAST_MS,
        message: <LoginFailureMessage />,
      });
    },
  });

  return (
    <PageCard title={<Trans>Sign in</Trans>} intro={<Trans>Welcome back. Sign in to see your offers and interviews.</Trans>}>
      <form noValidate onSubmit={form.onSubmit((values) => signIn.mutate(values))}>
        <Stack gap="md">
          <EmailInput {...form.input('email')} />
          <PasswordField label={t`Password`} autoComplete="current-password" required {...form.input('password')} />
          <Group justify="flex-end">
            <Anchor component={Link} to="/password/reset" size="sm">
              <Trans>Forgot password?</Trans>
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={signIn.isPending}>
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
