import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { HeadingRow } from './heading-row';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  /** Shown on the right of the title, such as a status badge. */
  aside?: ReactNode;
  children: ReactNode;
  /** 'danger' draws the border in red, for actions that cannot be undone. */
  tone?: 'default' | 'danger';
}

/** A titled card holding one part of a settings page. */
export function SectionCard({ title, description, aside, children, tone = 'default' }: SectionCardProps) {
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      style={tone === 'danger' ? { borderColor: 'var(--mantine-color-red-9)' } : undefined}
    >
      <Stack gap="lg">
        <HeadingRow size="card" title={title} description={description} aside={aside} />
        {children}
      </Stack>
    </Paper>
  );
}
