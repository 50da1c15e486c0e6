import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/**
 * Mantine's password input with its visibility toggle labelled in the active language. Its input says when it is
 * invalid (Mantine marks it only with data-invalid, which screen readers do not read), as TextInput's does.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useLingui();
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }}
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
}
