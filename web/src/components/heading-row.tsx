import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** How large the heading is: a section of cards on a page, or a card of a settings page. */
const SIZES = {
  section: { align: 'flex-end', gap: 2, fz: { base: 20, sm: 26 } },
  card: { align: 'flex-start', gap: 4, fz: { base: 'lg', sm: 'xl' } },
} as const;

interface HeadingRowProps {
  size: keyof typeof SIZES;
  id?: string;
  title: string;
  description?: ReactNode;
  /** Kept on the right of the title at its own width: a "See all" link, a status badge. */
  aside?: ReactNode;
}

/** A second-level heading with a dimmed line under it, and something on its right. */
export function HeadingRow({ size, id, title, description, aside }: HeadingRowProps) {
  const { align, gap, fz } = SIZES[size];
  return (
    <Group justify="space-between" align={align} gap="sm" wrap="nowrap">
      <Stack gap={gap} miw={0}>
        <Title order={2} id={id} fz={fz}>
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
  );
}
