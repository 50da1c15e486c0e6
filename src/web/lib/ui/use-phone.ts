import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Below Mantine's `sm` breakpoint (where the side menu folds away) a list shows cards and its filters fold behind a
 * button. Read at once, not after a first render, so a phone never flashes the wide layout.
 */
export function usePhone(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(width < ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
}
