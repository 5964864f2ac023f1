import { Stack, Text } from '@mantine/core';

/** A small uppercase label over its value (a long value wraps anywhere): one field of a submission's details. */
export function LabelledValue({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}
