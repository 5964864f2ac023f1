import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface EditableSectionProps {
  label: string;
  editing: boolean;
  /** Edit opens the editor; Done asks `onDone`, which answers false to stay open (a problem was toasted). */
  onEdit: () => void;
  onDone: () => boolean;
  preview: ReactNode;
  editor: ReactNode;
}

/** One part of the gig preview with its Edit/Done toggle (spec §2 "Start-a-live-session modal"). */
export function EditableSection({ label, editing, onEdit, onDone, preview, editor }: EditableSectionProps) {
  return (
    <Paper withBorder radius="md" p="sm" bg={editing ? 'dark.6' : undefined}>
      <Stack gap={8}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.5}>
            {label}
          </Text>
          <Button
            size="compact-xs"
            variant={editing ? 'filled' : 'subtle'}
            leftSection={editing ? <IconCheck size={12} /> : <IconPencil size={12} />}
            aria-label={`${editing ? 'Done editing' : 'Edit'} ${label.toLowerCase()}`}
            onClick={() => (editing ? onDone() : onEdit())}
          >
            {editing ? 'Done' : 'Edit'}
          </Button>
        </Group>
        {editing ? editor : preview}
      </Stack>
    </Paper>
  );
}
