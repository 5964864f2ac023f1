import {
  ActionIcon,
  Alert,
  Center,
  EmptyState,
  Group,
  Loader,
  Pagination,
  Paper,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The staff lists' states before any row shows: the load failed, it is loading, or there is nothing yet. */
export function AdminListError({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
      {message}
    </Alert>
  );
}

export function AdminListLoading() {
  return (
    <Center py="xl">
      <Loader type="dots" />
    </Center>
  );
}

interface AdminListEmptyProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** The action that adds the first item, if the page offers one here. */
  children?: ReactNode;
}

export function AdminListEmpty({ icon, title, description, children }: AdminListEmptyProps) {
  return (
    <Paper withBorder radius="lg" py="xl">
      <EmptyState icon={icon} withIndicatorBackground title={title} description={description}>
        {children}
      </EmptyState>
    </Paper>
  );
}

interface AdminListPagerProps {
  /** How many items there are in all, e.g. "12 games". */
  totalLabel: string;
  totalPages: number;
  page: number;
  onChange: (page: number) => void;
}

/** The total and the page switcher under a paged staff list; nothing when it fits on one page. */
export function AdminListPager({ totalLabel, totalPages, page, onChange }: AdminListPagerProps) {
  if (totalPages <= 1) return null;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {totalLabel}
      </Text>
      <Pagination total={totalPages} value={page} onChange={onChange} size="sm" />
    </Group>
  );
}

interface EditDeleteActionsProps {
  /** The item's name, in the buttons' accessible names ("Edit …", "Delete …"). */
  name: string;
  /** Editing opens this page, or runs onEdit (a dialog). */
  editTo?: string;
  onEdit?: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** A staff list item's edit and delete icon buttons. */
export function EditDeleteActions({ name, editTo, onEdit, onDelete, deleting }: EditDeleteActionsProps) {
  const editIcon = <IconPencil size={18} />;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label="Edit">
        {editTo === undefined ? (
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Edit ${name}`} onClick={onEdit}>
            {editIcon}
          </ActionIcon>
        ) : (
          <ActionIcon
            component={Link}
            to={editTo}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Edit ${name}`}
          >
            {editIcon}
          </ActionIcon>
        )}
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          loading={deleting}
          onClick={onDelete}
          aria-label={`Delete ${name}`}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
