import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { ApiError } from '../api/client';
import { NewPasswordFields } from '../forms/new-password-fields';
import { PasswordField } from '../forms/password-field';
import { useZodForm } from '../forms/use-zod-form';
import { notifyError, notifySuccess } from '../notify';
import { confirmPassword, currentPassword, newPassword, passwordsMatch } from '../validation/rules';
import { useChangePassword } from './password-change';

const schema = z.object({ current_password: currentPassword, password: newPassword, confirm_password: confirmPassword }).refine(...passwordsMatch);

/** The current password, then the new one twice; the server checks the current one and ends the other sessions. */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 48em)');
  const change = useChangePassword();
  return (
    <Modal
      opened={opened}
      onClose={change.isPending ? () => undefined : onClose}
      title={t`Change the password`}
      size="lg"
      fullScreen={phone}
      radius="lg"
    >
      {opened ? <ChangePasswordForm saving={change.isPending} onSave={change.mutateAsync} onClose={onClose} /> : null}
    </Modal>
  );
}

function ChangePasswordForm({
  saving,
  onSave,
  onClose,
}: {
  saving: boolean;
  onSave: (body: z.output<typeof schema>) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const form = useZodForm(schema, { current_password: '', password: '', confirm_password: '' });

  async function submit(values: z.output<typeof schema>) {
    try {
      await onSave(values);
      notifySuccess(t`Your password has been changed. Every other device was signed out.`);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) form.setServerErrors(error.fieldErrors);
      notifyError(error);
    }
  }

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="md">
        <PasswordField label={t`Current password`} autoComplete="current-password" required data-autofocus {...form.input('current_password')} />
        <NewPasswordFields label={t`New password`} password={form.input('password')} confirm={form.input('confirm_password')} />
        <Group justify="flex-end" gap="sm" mt="md">
          <Button variant="default" onClick={onClose} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={saving}>
            <Trans>Save new password</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
