import { Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

interface CardFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  submitting: boolean;
  /** Room between the fields: `lg` for a single large field. */
  gap?: 'md' | 'lg';
  /** The fields, above the full-width submit button. */
  children: ReactNode;
}

/**
 * The form of a card page (sign-in, sign-up, email, password, code screens): its fields, then one large
 * full-width submit button. The browser's own validation is off; the form shows the spec's texts itself.
 */
export function CardForm({ onSubmit, submitLabel, submitting, gap = 'md', children }: CardFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={gap}>
        {children}
        <Button type="submit" size="md" loading={submitting} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
