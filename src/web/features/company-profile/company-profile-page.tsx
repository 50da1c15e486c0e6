import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { z } from 'zod';
import { ApiError } from '../../lib/api/client';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useNomenclature } from '../../lib/nomenclatures/use-nomenclature';
import { usePageTitle } from '../../lib/use-page-title';
import { formatPhone } from '../../../../machines/phone';
import { requiredText } from '../../lib/validation/rules';
import { phoneField } from '../../lib/validation/phone-field';
import { PasswordCard } from '../../lib/account/password-card';
import { CalendarFeedSection } from '../../lib/account/calendar-feed/calendar-feed-section';
import { NotificationSettingsSection } from '../../lib/account/notification-settings/notification-settings-section';
import { MyDataCard } from '../../lib/privacy/my-data-card';
import { useCompanyProfile, useSaveCompanyProfile } from './api/company-profile';

const schema = z.object({
  name: requiredText,
  contact_name: requiredText,
  phone: phoneField,
  city: z.string(),
  address: z.string().trim().max(300),
  about: z.string().trim().max(4000),
});

/** /profile for companies: company data and contact person. */
export function CompanyProfilePage() {
  const { t } = useLingui();
  usePageTitle(t`Company profile`);
  const profile = useCompanyProfile();
  const save = useSaveCompanyProfile();
  const cities = useNomenclature('cities');
  const form = useZodForm(schema, { name: '', contact_name: '', phone: '', city: '', address: '', about: '' });
  const p = profile.data;
  const { setValues } = form;

  useEffect(() => {
    if (p)
      setValues({
        name: p.name,
        contact_name: p.contact_name,
        phone: formatPhone(p.phone),
        city: p.city ?? '',
        address: p.address ?? '',
        about: p.about ?? '',
      });
  }, [p, setValues]);

  const submit = form.onSubmit((v) =>
    save.mutate(
      { name: v.name, contact_name: v.contact_name, phone: v.phone, city: v.city || null, address: v.address || null, about: v.about || null },
      {
        onSuccess: () => notifySuccess(t`The profile was saved`),
        onError: (error) => {
          if (error instanceof ApiError) form.setServerErrors(error.fieldErrors);
          notifyError(error);
        },
      },
    ),
  );

  return (
    <Stack gap="lg" maw={820}>
      <Title order={1} size="h2">
        <Trans>Company profile</Trans>
      </Title>
      {p ? (
        <Text c="dimmed">
          <Trans>Account email: {p.email}</Trans>
        </Text>
      ) : null}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t`Company name`} withAsterisk {...form.input('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t`Contact person`} withAsterisk {...form.input('contact_name')} />
            <TextInput label={t`Phone number`} withAsterisk type="tel" {...form.input('phone')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t`City`}
              searchable
              clearable
              data={cities}
              value={form.values.city || null}
              onChange={(x) => form.setField('city', x ?? '')}
              error={form.errors.city}
            />
            <TextInput label={t`Address`} {...form.input('address')} />
          </SimpleGrid>
          <Textarea
            label={t`About the company`}
            autosize
            minRows={3}
            value={form.values.about}
            onChange={(e) => form.setField('about', e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </Paper>
      <CalendarFeedSection />
      <NotificationSettingsSection texts={false} />
      <PasswordCard />
      <MyDataCard />
    </Stack>
  );
}
