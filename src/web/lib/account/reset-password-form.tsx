import { Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { ApiError } from '../api/client';
import { NewPasswordFields } from '../forms/new-password-fields';
import { useZodForm } from '../forms/use-zod-form';
import { notifyError, notifySuccess } from '../notify';
import { confirmPassword, newPassword, passwordsMatch } from '../validation/rules';
import { resetPassword } from './password-reset';

const schema = z.object({ password: newPassword, confirm_password: confirmPassword }).refine(...passwordsMatch);

/**
 * A new password set with a reset token (a reset link's, or the one an undone email change hands out), then on to
 * the sign-in. The server's field errors land on the fields.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useZodForm(schema, { password: '', confirm_password: '' });
  const reset = useMutation({
    mutationFn: (password: string) => resetPassword(token, password),
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
    <form noValidate onSubmit={form.onSubmit((values) => reset.mutate(values.password))}>
      <Stack gap="md">
        <NewPasswordFields label={t`New password`} password={form.input('password')} confirm={form.input('confirm_password')} />
        <Button type="submit" fullWidth loading={reset.isPending}>
          <Trans>Save new password</Trans>
        </Button>
      </Stack>
    </form>
  );
}
