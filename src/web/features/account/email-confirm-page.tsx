import { Alert, Button, Center, Loader } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../lib/api/client';
import { PageCard } from '../../lib/ui/page-card';
import { usePageTitle } from '../../lib/use-page-title';
import { confirmEmailChange } from '../../lib/account/email-change';

/** /email/confirm/:token: the link mailed to a new address; following it moves the account there. */
export function EmailConfirmPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Confirm the email address`);
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => confirmEmailChange(token),
    onSuccess: () => queryClient.invalidateQueries(),
  });
  const { mutate } = confirm;
  // Once per token: the link is single use, a second call would only say so.
  useEffect(() => mutate(), [mutate, token]);

  return (
    <PageCard title={<Trans>Confirm the email address</Trans>}>
      {confirm.isSuccess ? (
        <Alert color="teal" variant="light" role="status" title={t`The email address was changed`}>
          <Trans>From now on, sign in and receive our messages at {confirm.data.email}.</Trans>
        </Alert>
      ) : confirm.isError ? (
        <Alert color="red" variant="light" role="alert" title={t`The address was not changed`}>
          {errorMessage(confirm.error, i18n)}
        </Alert>
      ) : (
        <Center py="md" role="status">
          <Loader aria-label={t`Confirming the email address`} />
        </Center>
      )}
      <Button component={Link} to="/profile" variant="light">
        <Trans>Go to my profile</Trans>
      </Button>
    </PageCard>
  );
}
