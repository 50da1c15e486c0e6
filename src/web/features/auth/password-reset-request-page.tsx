import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { EmailInput } from '../../lib/forms/email-input';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { notifyError } from '../../lib/notify';
import { FooterLink } from '../../lib/ui/footer-link';
import { PageCard } from '../../lib/ui/page-card';
import { usePageTitle } from '../../lib/use-page-title';
import { emailField } from '../../lib/validation/rules';
import { requestPasswordReset } from '../../lib/account/password-reset';

const schema = z.object({ email: emailField });

export function PasswordResetRequestPage() {
  const { t } = useLingui();
  usePageTitle(t`Reset password`);
  const form = useZodForm(schema, { email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (_, email) => setSentTo(email),
    onError: notifyError,
  });

  return (
    <PageCard title={<Trans>Reset password</Trans>} intro={<Trans>Enter the email address of your account and we will send you a reset link.</Trans>}>
      {sentTo ? (
        <Alert color="teal" title={<Trans>Check your inbox</Trans>} role="status">
          <Trans>If an account exists for {sentTo}, a link to choose a new password is on its way. It is valid for one hour.</Trans>
        </Alert>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => request.mutate(values.email))}>
          <Stack gap="md">
            <EmailInput {...form.input('email')} />
            <Button type="submit" fullWidth loading={request.isPending}>
              <Trans>Send reset link</Trans>
            </Button>
          </Stack>
        </form>
      )}
      <FooterLink to="/login">
        <Trans>Back to sign in</Trans>
      </FooterLink>
    </PageCard>
  );
}
