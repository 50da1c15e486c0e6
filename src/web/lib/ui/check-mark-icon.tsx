import { ThemeIcon } from '@mantine/core';

/** The round check mark of a happy ending (a hire), drawn: emoji fonts are missing on many systems. */
export function CheckMarkIcon() {
  return (
    <ThemeIcon size={64} radius="xl" color="teal" aria-hidden>
      <svg
        width="34"
        height="34"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
    </ThemeIcon>
  );
}
