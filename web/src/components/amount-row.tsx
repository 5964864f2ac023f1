import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface AmountRowProps {
  label: ReactNode;
  amount: string;
  /** The total: larger and bold. */
  strong?: boolean;
}

/** One line of a price list: what it is on the left (dimmed), the amount on the right. */
export function AmountRow({ label, amount, strong }: AmountRowProps) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 800 : 500}>
        {amount}
      </Text>
    </Group>
  );
}
