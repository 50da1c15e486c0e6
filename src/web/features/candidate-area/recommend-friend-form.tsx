import { Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { ApiError } from '../../lib/api/client';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { toastFailure, toastSuccess } from '../../lib/process/action-toasts';
import { emailField, requiredText } from '../../lib/validation/rules';
import { phoneField } from '../../lib/validation/phone-field';
import { useRecommendFriend } from './api/recommend-friend';

const schema = z.object({
  full_name: requiredText,
  email: emailField,
  phone: phoneField,
});

/** Recommend a friend (spec §3): full name, email, phone. */
export function RecommendFriendForm({ processId }: { processId?: number }) {
  const { t } = useLingui();
  const form = useZodForm(schema, { full_name: '', email: '', phone: '' });
  const recommend = useRecommendFriend();

  const submit = form.onSubmit((values) => {
    recommend.mutate(processId ? { ...values, process_id: processId } : values, {
      onSuccess: () => {
        toastSuccess(msg`The recommendation was sent`);
        form.setValues({ full_name: '', email: '', phone: '' });
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setServerErrors(error.fieldErrors);
        toastFailure(msg`Error sending the recommendation`, error);
      },
    });
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={submit} noValidate aria-label={t`Recommend a friend`}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            <Trans>Recommend a friend</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Do you know a colleague looking for a job? We will contact them on your behalf.</Trans>
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label={t`Full name`} withAsterisk autoComplete="off" {...form.input('full_name')} />
          <TextInput label={t`Email`} withAsterisk type="email" autoComplete="off" {...form.input('email')} />
          <TextInput label={t`Phone number`} withAsterisk type="tel" autoComplete="off" {...form.input('phone')} />
        </SimpleGrid>
        <Button type="submit" variant="light" loading={recommend.isPending} style={{ alignSelf: 'flex-start' }}>
          <Trans>Send the recommendation</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
