import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';

/** A step's form: validates through `submit` and hands the parsed fields on. */
export function StepForm({ submit, children }: { submit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">{children}</Stack>
    </form>
  );
}
