import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../lib/api/client';
import { revertEmailChange } from '../../lib/account/email-change';
import { ResetPasswordForm } from '../../lib/account/reset-password-form';
import { clearSession } from '../../lib/session/session';
import { CareContact } from '../../lib/ui/care-contact';
import { FooterLink } from '../../lib/ui/footer-link';
import { PageCard } from '../../lib/ui/page-card';
import { usePageTitle } from '../../lib/use-page-title';

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

/** The new password, asked for at once: the reset token came with the undo. */
function NewPasswordForm({ resetToken }: { resetToken: string }) {
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
      <ResetPasswordForm token={resetToken} />
      <FooterLink to="/password/reset">
        <Trans>Later: request a reset link by email</Trans>
      </FooterLink>
    </Stack>
  );
}
