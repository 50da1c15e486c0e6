import type { ChangeEvent } from 'react';
import { SimpleGrid } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { PasswordField } from './password-field';

interface Binding {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
}

/** A new password (at least 8 characters) and its confirmation, side by side on wide screens. */
export function NewPasswordFields({ password, confirm, label }: { password: Binding; confirm: Binding; label?: string }) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <PasswordField label={label ?? t`Password`} description={t`At least 8 characters`} autoComplete="new-password" required {...password} />
      <PasswordField label={t`Confirm password`} description={t`Type it once more`} autoComplete="new-password" required {...confirm} />
    </SimpleGrid>
  );
}
