import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading of a full-width page, with a line under it saying what the page is for. */
export function PageTitle({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
}
