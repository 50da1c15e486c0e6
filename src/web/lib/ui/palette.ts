import type { MantineColorsTuple } from '@mantine/core';

// Calm, clinical palette: a deep teal for trust and actions, soft neutral surfaces, generous radius. Alone in this
// file so the build (the installable app's manifest, src/web/tools/pwa-plugin.ts) reads it without Mantine.
export const medical: MantineColorsTuple = [
  '#e6f7f8',
  '#d3ecee',
  '#a7d8dc',
  '#76c3c9',
  '#4fb1b9',
  '#35a5ae',
  '#239fa9',
  '#0e8b94',
  '#007c84',
  '#006b72',
];

/** The shade of the primary color buttons and the browser's bars are drawn in. */
export const PRIMARY_SHADE = 8;
export const THEME_COLOR = medical[PRIMARY_SHADE];
