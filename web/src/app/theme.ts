import { createTheme, Modal, type MantineColorsTuple } from '@mantine/core';

/** A violet-tinted night palette for surfaces; index 7 is the page background. */
const night: MantineColorsTuple = [
  '#d6d3e6',
  '#b3aecb',
  '#8b85a8',
  '#5f5980',
  '#3a3452',
  '#2b2640',
  '#1f1b30',
  '#171426',
  '#110e1c',
  '#0b0913',
];

export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: { light: 6, dark: 5 },
  colors: { dark: night },
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '800',
  },
  cursorType: 'pointer',
  components: {
    Modal: Modal.extend({ styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } } }),
  },
});
