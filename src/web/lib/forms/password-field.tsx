import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/** Mantine's password input with its visibility toggle labelled in the active language. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useLingui();
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }} {...props} />;
}
