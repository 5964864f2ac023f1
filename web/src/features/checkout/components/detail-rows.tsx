import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailRow {
  label: string;
  value: ReactNode;
}

/** Label and value pairs, one per line. */
export function DetailRows({ rows }: { rows: DetailRow[] }) {
  return (
    <Stack gap={8} component="dl" m={0}>
      {rows.map(({ label, value }) => (
        <Group key={label} justify="space-between" align="flex-start" gap="md" wrap="nowrap">
          <Text component="dt" size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {label}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0} ta="right" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
