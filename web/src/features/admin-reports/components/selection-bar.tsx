import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface SelectionBarProps {
  /** Rows loaded, and how many of them are picked. */
  loaded: number;
  picked: number;
  onPickAll: (all: boolean) => void;
  /** The actions on the picked rows. */
  children: ReactNode;
}

/** Over a staff list whose rows are acted on together: pick all loaded rows, and the actions for the picked ones. */
export function SelectionBar({ loaded, picked, onPickAll, children }: SelectionBarProps) {
  return (
    <Paper withBorder radius="lg" px="md" py="sm">
      <Group justify="space-between" gap="sm">
        <Checkbox
          label={picked > 0 ? `${picked} selected` : 'Select all'}
          checked={loaded > 0 && picked === loaded}
          indeterminate={picked > 0 && picked < loaded}
          disabled={loaded === 0}
          onChange={(event) => onPickAll(event.currentTarget.checked)}
        />
        <Group gap="xs">{children}</Group>
      </Group>
    </Paper>
  );
}

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
  shown: number;
  total: number;
  noun: string;
}

/** Under a list that appends its next page: how many of how many are shown, and the button for more. */
export function LoadMore({ hasMore, loading, onLoad, shown, total, noun }: LoadMoreProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {shown} of {total} {noun}
      </Text>
      {hasMore && (
        <Button variant="default" size="xs" loading={loading} onClick={onLoad}>
          Load more
        </Button>
      )}
    </Group>
  );
}
