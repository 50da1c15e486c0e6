import { Button, Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { ApiError } from '../../lib/api/client';
import { NewPasswordFields } from '../../lib/forms/new-password-fields';
import { EmailInput } from '../../lib/forms/email-input';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { notifyError } from '../../lib/notify';
import { onboardingSearchSchema, parseSearch } from '../../lib/routing/search-params';
import { storeOnboardingRegistration } from '../../lib/session/onboarding-registration';
import { PageCard } from '../../lib/ui/page-card';
import { usePageTitle } from '../../lib/use-page-title';
import { confirmPassword, emailField, newPassword, passwordsMatch, requiredText, termsAccepted } from '../../lib/validation/rules';
import { phoneField } from '../../lib/validation/phone-field';
import { registerCandidate } from './api/register';
import { TermsCheckbox } from '../../lib/forms/terms-checkbox';
import { SignInLink, MarketingCheckbox } from './registration-fields';

const schema = z
  .object({
    name: requiredText,
    email: emailField,
    phone: phoneField,
    password: newPassword,
    confirm_password: confirmPassword,
    terms_accepted: termsAccepted,
    receive_notifications: z.boolean(),
    marketing_opt_in: z.boolean(),
  })
  .refine(...passwordsMatch);

const ATTRIBUTION = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'http_referrer'] as const;

export function CandidateRegistrationPage() {
  const { t } = useLingui();
  usePageTitle(t`Candidate registration`);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const search = parseSearch(onboardingSearchSchema, params);
  const form = useZodForm(schema, {
    name: search.name ?? '',
    email: search.email ?? '',
    phone: '',
    password: '',
    confirm_password: '',
    terms_accepted: false,
    marketing_opt_in: false,
    receive_notifications: true,
  });

  const register = useMutation({
    mutationFn: async (account: z.output<typeof schema>) => {
      const attribution = Object.fromEntries(ATTRIBUTION.flatMap((key) => (search[key] ? [[key, search[key]]] : [])));
      // Without an explicit http_referrer, the page that sent the visitor here (when it is another site).
      if (!attribution.http_referrer && document.referrer && !document.referrer.startsWith(window.location.origin)) {
        attribution.http_referrer = document.referrer;
      }
      return registerCandidate({ ...account, ...attribution });
    },
    onSuccess(registration) {
      storeOnboardingRegistration(registration);
      navigate('/onboarding/candidate/?step=1');
    },
    onError(error) {
      if (error instanceof ApiError) form.setServerErrors(error.fieldErrors);
      notifyError(error);
    },
  });

  return (
    <PageCard
      size={620}
      title={<Trans>Create your candidate account</Trans>}
      intro={<Trans>It takes a minute. Next, a short profile helps us match you with the right offers.</Trans>}
    >
      <form noValidate onSubmit={form.onSubmit((values) => register.mutate(values))}>
        <Stack gap="md">
          <TextInput label={t`Full name`} autoComplete="name" required {...form.input('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <EmailInput {...form.input('email')} />
            <TextInput label={t`Phone`} type="tel" autoComplete="tel" required {...form.input('phone')} />
          </SimpleGrid>
          <NewPasswordFields password={form.input('password')} confirm={form.input('confirm_password')} />
          <TermsCheckbox
            checked={form.values.terms_accepted}
            onChange={(value) => form.setField('terms_accepted', value)}
            error={form.errors.terms_accepted}
          />
          <MarketingCheckbox checked={form.values.marketing_opt_in} onChange={(value) => form.setField('marketing_opt_in', value)} />
          <Checkbox
            label={t`Send me new offers and reminders`}
            checked={form.values.receive_notifications}
            onChange={(event) => form.setField('receive_notifications', event.currentTarget.checked)}
          />
          <Button type="submit" fullWidth loading={register.isPending}>
            <Trans>Create account</Trans>
          </Button>
          <SignInLink />
        </Stack>
      </form>
    </PageCard>
  );
}
