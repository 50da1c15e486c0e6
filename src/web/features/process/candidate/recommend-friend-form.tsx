import { Button, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { ApiError } from '../../../lib/api/client';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { toastFailure, toastSuccess } from '../action-toasts';
import { emailField, requiredText } from '../../../lib/validation/rules';
import { phoneField } from '../../../lib/validation/phone-field';
import { useRecommendFriend } from './api/recommend-friend';

/** The server's bound on the note (src/server/recommendations/invitation-rules.ts); links are refused there. */
const NOTE_MAX_LENGTH = 200;
const EMPTY = { full_name: '', email: '', phone: '', note: '' };

const schema = z.object({
  full_name: requiredText,
  email: emailField,
  phone: phoneField,
  note: z.string().trim(),
});

/** Recommend a friend (spec §3): full name, email, phone, and a short note of the candidate's own. */
export function RecommendFriendForm({ processId }: { processId?: number }) {
  const { t } = useLingui();
  const form = useZodForm(schema, EMPTY);
  const recommend = useRecommendFriend();

  const submit = form.onSubmit(({ note, ...values }) => {
    const body = { ...values, ...(note ? { note } : {}), ...(processId ? { process_id: processId } : {}) };
    recommend.mutate(body, {
      onSuccess: () => {
        toastSuccess(msg`Thank you for the recommendation`);
        form.setValues(EMPTY);
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
            <Trans>Do you know a colleague looking for a job? We will write to them once, in your name, unless they asked us not to.</Trans>
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label={t`Full name`} withAsterisk autoComplete="off" {...form.input('full_name')} />
          <TextInput label={t`Email`} withAsterisk type="email" autoComplete="off" {...form.input('email')} />
          <TextInput label={t`Phone number`} withAsterisk type="tel" autoComplete="off" {...form.input('phone')} />
        </SimpleGrid>
        <Textarea
          label={t`A note for your friend (optional)`}
          description={t`At most ${NOTE_MAX_LENGTH} characters, without links or web addresses. We quote it in our invitation.`}
          autosize
          minRows={2}
          maxLength={NOTE_MAX_LENGTH}
          autoComplete="off"
          {...form.input('note')}
        />
        <Button type="submit" variant="light" loading={recommend.isPending} style={{ alignSelf: 'flex-start' }}>
          <Trans>Send the recommendation</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
