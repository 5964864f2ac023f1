import { Alert, Button, EmptyState, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A list that failed to load: the reason and a retry button, in place of the list. */
export function ListError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<IconAlertTriangle size={18} />}
      title="Could not load"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{error.message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}

interface ListEmptyProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}

/** A list with nothing in it yet, said plainly, with an optional way forward. */
export function ListEmpty({ title, description, icon, children }: ListEmptyProps) {
  return (
    <EmptyState
      py="xl"
      variant="light"
      title={title}
      description={description}
      icon={icon ?? <IconMoodEmpty size={28} />}
    >
      {children && <EmptyState.Actions>{children}</EmptyState.Actions>}
    </EmptyState>
  );
}
