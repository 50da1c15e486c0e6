import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { z } from 'zod';
import { ApiError } from '../../lib/api/client';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { notifyError, notifySuccess } from '../../lib/notify';
import { emailField } from '../../lib/validation/rules';
import { isOneOf } from '../../../../machines/narrow';
import { MEMBER_ROLES, useInvite } from './api/team';
import { ROLE_HINTS, ROLE_LABELS } from './role-label';

const schema = z.object({ email: emailField, role: z.enum(MEMBER_ROLES) });

/** An owner invites by email with a role; the server mails the link. A sent invitation starts a fresh, blank form. */
export function InviteForm() {
  const [round, setRound] = useState(0);
  return <InviteFields key={round} onSent={() => setRound((r) => r + 1)} />;
}

function InviteFields({ onSent }: { onSent: () => void }) {
  const { t, i18n } = useLingui();
  const form = useZodForm(schema, { email: '', role: 'interviewer' });
  const invite = useInvite();
  // The field holds the role's name (a phone's width fits it); what the role may do is in each option and under it.
  const roles = MEMBER_ROLES.map((r) => ({ value: r, label: i18n._(ROLE_LABELS[r]) }));
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        invite.mutate(values, {
          onSuccess() {
            notifySuccess(t`Invitation sent to ${values.email}`);
            onSent();
          },
          onError(error) {
            if (error instanceof ApiError) form.setServerErrors(error.fieldErrors);
            notifyError(error);
          },
        }),
      )}
    >
      <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
        <TextInput label={t`Email`} type="email" autoComplete="off" required miw={220} {...form.input('email')} />
        <Select
          label={t`Role`}
          data={roles}
          value={form.values.role}
          onChange={(value) => value && form.setField('role', value)}
          allowDeselect={false}
          description={i18n._(ROLE_HINTS[form.values.role])}
          renderOption={({ option }) => (
            <Stack gap={0}>
              <Text size="sm">{option.label}</Text>
              <Text size="xs" c="dimmed">
                {isOneOf(MEMBER_ROLES, option.value) ? i18n._(ROLE_HINTS[option.value]) : null}
              </Text>
            </Stack>
          )}
          miw={220}
        />
      </Group>
      <Button type="submit" mt="md" loading={invite.isPending}>
        <Trans>Send invitation</Trans>
      </Button>
    </form>
  );
}
