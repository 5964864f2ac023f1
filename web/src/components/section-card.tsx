import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

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
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={4} miw={0}>
            <Title order={2} fz={{ base: 'lg', sm: 'xl' }}>
              {title}
            </Title>
            {description && (
              <Text c="dimmed" size="sm">
                {description}
              </Text>
            )}
          </Stack>
          {aside && <Box style={{ flexShrink: 0 }}>{aside}</Box>}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
