import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../lib/api/client';
import { revertEmailChange } from '../../lib/account/email-change';
import { resetPassword } from '../../lib/account/password-reset';
import { NewPasswordFields } from '../../lib/forms/new-password-fields';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { notifyError, notifySuccess } from '../../lib/notify';
import { clearSession } from '../../lib/session/session';
import { CareContact } from '../../lib/ui/care-contact';
import { FooterLink } from '../../lib/ui/footer-link';
import { PageCard } from '../../lib/ui/page-card';
import { usePageTitle } from '../../lib/use-page-title';
import { confirmPassword, newPassword, passwordsMatch } from '../../lib/validation/rules';

/**
 * /email/revert/:token: the link mailed to the address an email change left. Following it gives the account that
 * address back and signs out every device; whoever made the change may know the password, so the page asks for a
 * new one at once, with the reset token the answer carries.
 */
export function EmailRevertPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Undo the email change`);
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const revert = useMutation({
    mutationFn: () => revertEmailChange(token),
    onSuccess: () => {
      // This browser's session ended with the others.
      clearSession();
      queryClient.removeQueries();
    },
  });
  const { mutate } = revert;
  // Once per token: the link is single use, and a second call (a remount) would only say so.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate();
  }, [mutate, token]);

  return (
    // Wide enough for the two password fields side by side on a desktop.
    <PageCard size={560} title={<Trans>Undo the email change</Trans>}>
      {revert.isSuccess ? (
        <>
          <Alert color="teal" variant="light" role="status" title={t`Your email address is back`}>
            <Trans>Your account uses {revert.data.email} again, and every device signed in to it was signed out.</Trans>
          </Alert>
          <NewPasswordForm resetToken={revert.data.reset_token} />
        </>
      ) : revert.isError ? (
        <>
          <Alert color="red" variant="light" role="alert" title={t`The change was not undone`}>
            {errorMessage(revert.error, i18n)}
          </Alert>
          <CareContact />
          <Button component={Link} to="/login" variant="light">
            <Trans>Go to the sign-in page</Trans>
          </Button>
        </>
      ) : (
        <Center py="md" role="status">
          <Loader aria-label={t`Giving your email address back`} />
        </Center>
      )}
    </PageCard>
  );
}

const schema = z.object({ password: newPassword, confirm_password: confirmPassword }).refine(...passwordsMatch);

function NewPasswordForm({ resetToken }: { resetToken: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useZodForm(schema, { password: '', confirm_password: '' });
  const reset = useMutation({
    mutationFn: (password: string) => resetPassword(resetToken, password),
    onSuccess() {
      notifySuccess(t`Your password has been changed. You can sign in now.`);
      void navigate('/login', { replace: true });
    },
    onError(error) {
      if (error instanceof ApiError) form.setServerErrors(error.fieldErrors);
      notifyError(error);
    },
  });

  return (
    <Stack gap="md" component="section" aria-labelledby="new-password-title">
      <Stack gap={4}>
        <Title order={2} size="h4" id="new-password-title">
          <Trans>Choose a new password now</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Whoever changed your address may know your current password. Choose one you do not use on other sites.</Trans>
        </Text>
      </Stack>
      <form noValidate onSubmit={form.onSubmit((values) => reset.mutate(values.password))}>
        <Stack gap="md">
          <NewPasswordFields label={t`New password`} password={form.input('password')} confirm={form.input('confirm_password')} />
          <Button type="submit" fullWidth loading={reset.isPending}>
            <Trans>Save new password</Trans>
          </Button>
        </Stack>
      </form>
      <FooterLink to="/password/reset">
        <Trans>Later: request a reset link by email</Trans>
      </FooterLink>
    </Stack>
  );
}
