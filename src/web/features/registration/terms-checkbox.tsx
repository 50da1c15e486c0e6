import { Checkbox } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

export function TermsCheckbox({ checked, onChange, error }: { checked: boolean; onChange: (value: boolean) => void; error?: string }) {
  const { t } = useLingui();
  return (
    <Checkbox
      label={t`I accept the terms of use and the privacy policy`}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={error}
      required
    />
  );
}
