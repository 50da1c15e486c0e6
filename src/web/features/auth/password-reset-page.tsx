import { Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { ApiError } from '../../lib/api/client';
import { NewPasswordFields } from '../../lib/forms/new-password-fields';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { notifyError, notifySuccess } from '../../lib/notify';
import { FooterLink } from '../../lib/ui/footer-link';
import { PageCard } from '../../lib/ui/page-card';
import { usePageTitle } from '../../lib/use-page-title';
import { confirmPassword, newPassword, passwordsMatch } from '../../lib/validation/rules';
import { resetPassword } from '../../lib/account/password-reset';

const schema = z.object({ password: newPassword, confirm_password: confirmPassword }).refine(...passwordsMatch);

export function PasswordResetPage() {
  const { t } = useLingui();
  usePageTitle(t`Choose a new password`);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const form = useZodForm(schema, { password: '', confirm_password: '' });
  const reset = useMutation({
    mutationFn: (password: string) => resetPassword(token, password),
    onSuccess() {
      notifySuccess(t`Your password has been changed. You can sign in now.`);
      navigate('/login', { replace: true });
    },
    onError(error) {
      if (error instanceof ApiError) form.setServerErrors(error.fieldErrors);
      notifyError(error);
    },
  });

  return (
    <PageCard title={<Trans>Choose a new password</Trans>} intro={<Trans>Choose a password you do not use on other sites.</Trans>}>
      <form noValidate onSubmit={form.onSubmit((values) => reset.mutate(values.password))}>
        <Stack gap="md">
          <NewPasswordFields label={t`New password`} password={form.input('password')} confirm={form.input('confirm_password')} />
          <Button type="submit" fullWidth loading={reset.isPending}>
            <Trans>Save new password</Trans>
          </Button>
        </Stack>
      </form>
      <FooterLink to="/password/reset">
        <Trans>Request a new link</Trans>
      </FooterLink>
    </PageCard>
  );
}
