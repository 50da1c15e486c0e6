import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Calm, clinical palette: a deep teal for trust and actions, soft neutral surfaces, generous radius.
const medical: MantineColorsTuple = [
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

export const theme = createTheme({
  primaryColor: 'medical',
  primaryShade: 8,
  colors: { medical },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
  },
});
