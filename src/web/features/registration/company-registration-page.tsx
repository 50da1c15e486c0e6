import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { ApiError } from '../../lib/api/client';
import { NewPasswordFields } from '../../lib/forms/new-password-fields';
import { EmailInput } from '../../lib/forms/email-input';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { notifyError, notifySuccess } from '../../lib/notify';
import { establishSession } from '../../lib/session/establish-session';
import { PageCard } from '../../lib/ui/page-card';
import { usePageTitle } from '../../lib/use-page-title';
import { confirmPassword, emailField, newPassword, passwordsMatch, requiredText, termsAccepted } from '../../lib/validation/rules';
import { phoneField } from '../../lib/validation/phone-field';
import { registerCompany } from './api/register';
import { TermsCheckbox } from '../../lib/forms/terms-checkbox';
import { SignInLink, MarketingCheckbox } from './registration-fields';

const schema = z
  .object({
    company_name: requiredText,
    contact_name: requiredText,
    email: emailField,
    phone: phoneField,
    password: newPassword,
    confirm_password: confirmPassword,
    terms_accepted: termsAccepted,
    marketing_opt_in: z.boolean(),
  })
  .refine(...passwordsMatch);

/** The built-in company registration (used when no external recruiter app is configured). */
export function CompanyRegistrationPage() {
  const { t } = useLingui();
  usePageTitle(t`Company registration`);
  const navigate = useNavigate();
  const form = useZodForm(schema, {
    company_name: '',
    contact_name: '',
    email: '',
    phone: '',
    password: '',
    confirm_password: '',
    terms_accepted: false,
    marketing_opt_in: false,
  });

  const register = useMutation({
    mutationFn: async (account: z.output<typeof schema>) => establishSession(await registerCompany(account)),
    onSuccess() {
      notifySuccess(t`Your company account is ready`);
      navigate('/dashboard/company', { replace: true });
    },
    onError(error) {
      if (error instanceof ApiError) form.setServerErrors(error.fieldErrors);
      notifyError(error);
    },
  });

  const text = (field: 'company_name' | 'contact_name' | 'email' | 'phone', label: string, autoComplete: string, type = 'text') => (
    <TextInput label={label} type={type} autoComplete={autoComplete} required {...form.input(field)} />
  );

  return (
    <PageCard
      size={620}
      title={<Trans>Create your company account</Trans>}
      intro={<Trans>Publish your posts and meet candidates who match them.</Trans>}
    >
      <form noValidate onSubmit={form.onSubmit((values) => register.mutate(values))}>
        <Stack gap="md">
          {text('company_name', t`Company name`, 'organization')}
          {text('contact_name', t`Contact person`, 'name')}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <EmailInput {...form.input('email')} />
            {text('phone', t`Phone`, 'tel', 'tel')}
          </SimpleGrid>
          <NewPasswordFields password={form.input('password')} confirm={form.input('confirm_password')} />
          <TermsCheckbox
            checked={form.values.terms_accepted}
            onChange={(value) => form.setField('terms_accepted', value)}
            error={form.errors.terms_accepted}
          />
          <MarketingCheckbox checked={form.values.marketing_opt_in} onChange={(value) => form.setField('marketing_opt_in', value)} />
          <Button type="submit" fullWidth loading={register.isPending}>
            <Trans>Create company account</Trans>
          </Button>
          <SignInLink />
        </Stack>
      </form>
    </PageCard>
  );
}
