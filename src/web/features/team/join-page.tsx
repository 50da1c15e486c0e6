import { Alert, Button, Center, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../lib/api/client';
import { NewPasswordFields } from '../../lib/forms/new-password-fields';
import { TermsCheckbox } from '../../lib/forms/terms-checkbox';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { notifyError } from '../../lib/notify';
import { establishSession } from '../../lib/session/establish-session';
import { PageCard } from '../../lib/ui/page-card';
import { usePageTitle } from '../../lib/use-page-title';
import { confirmPassword, newPassword, passwordsMatch, requiredText, termsAccepted } from '../../lib/validation/rules';
import { acceptInvitation, useInvitationPreview } from './api/team';
import { ROLE_LABELS } from './role-label';

const schema = z
  .object({ name: requiredText, password: newPassword, confirm_password: confirmPassword, terms_accepted: termsAccepted })
  .refine(...passwordsMatch);

/** /team/join/:token: the link of an invitation to a company's team; the invitee names themself and picks a password. */
export function JoinPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Join the team`);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const preview = useInvitationPreview(token);
  const form = useZodForm(schema, { name: '', password: '', confirm_password: '', terms_accepted: false });
  const join = useMutation({
    mutationFn: async (values: z.output<typeof schema>) => establishSession((await acceptInvitation(token, values)).token),
    onSuccess: () => void navigate('/dashboard/company', { replace: true }),
    onError(error) {
      if (error instanceof ApiError) form.setServerErrors(error.fieldErrors);
      notifyError(error);
    },
  });

  if (preview.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader aria-label={t`Reading the invitation`} />
      </Center>
    );
  }
  if (preview.isError) {
    return (
      <PageCard title={<Trans>Join the team</Trans>}>
        <Alert color="red" variant="light" role="alert" title={t`This invitation cannot be used`}>
          {errorMessage(preview.error, i18n)}
        </Alert>
        <Button component={Link} to="/login" variant="light">
          <Trans>Go to sign-in</Trans>
        </Button>
      </PageCard>
    );
  }
  const { company_name: company, email, role } = preview.data;
  const roleName = i18n._(ROLE_LABELS[role]);
  return (
    <PageCard
      title={<Trans>Join {company}</Trans>}
      intro={
        <Trans>
          You are invited as <b>{roleName}</b>. Your account will use {email}.
        </Trans>
      }
    >
      <form noValidate onSubmit={form.onSubmit((values) => join.mutate(values))}>
        <Stack gap="md">
          <TextInput
            label={t`Your full name`}
            description={t`As your colleagues and candidates will see it`}
            autoComplete="name"
            required
            {...form.input('name')}
          />
          <NewPasswordFields password={form.input('password')} confirm={form.input('confirm_password')} />
          <TermsCheckbox
            checked={form.values.terms_accepted}
            onChange={(value) => form.setField('terms_accepted', value)}
            error={form.errors.terms_accepted}
          />
          <Button type="submit" fullWidth loading={join.isPending}>
            <Trans>Join the team</Trans>
          </Button>
          <Text size="sm" c="dimmed">
            <Trans>The invitation works once. If this address already has an account, ask the company to invite another address.</Trans>
          </Text>
        </Stack>
      </form>
    </PageCard>
  );
}
