import type { ChangeEvent } from 'react';
import { TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

export function EmailInput(props: { value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void; error?: string }) {
  const { t } = useLingui();
  return <TextInput label={t`Email`} type="email" autoComplete="email" required {...props} />;
}
