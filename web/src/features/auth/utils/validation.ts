/** Form rules for @mantine/form: each returns the error to show, or null when the value is fine. */

export const required = (label: string) => (value: string) => (value.trim() ? null : `${label} is required`);

export const validEmail = (value: string) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : 'Enter a valid email address';
