import type { Page } from '@lobby/contracts';
import {
  ActionIcon,
  Alert,
  Center,
  EmptyState,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconPencil } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DeleteIconButton } from '../delete-icon-button';

/** A staff list's query: the whole list, or one page of it. */
interface AdminListQuery<T> {
  isError: boolean;
  error: Error | null;
  isPending: boolean;
  data: T[] | Page<T> | undefined;
}

interface AdminListProps<T> {
  query: AdminListQuery<T>;
  /** What an empty list says, and the action that adds the first item, if any. */
  empty: AdminListEmptyProps;
  /** Controls over the list, such as a status filter; they stay while it loads or is empty. */
  toolbar?: ReactNode;
  /** A paged list: the page shown, how to change it, and what its total counts ("games" for "12 games"). */
  paging?: { page: number; onChange: (page: number) => void; noun: string };
  /** The rows, once there are some. */
  children: (rows: T[]) => ReactNode;
}

/**
 * The frame of a staff list: its error, loading and empty states, the rows, and the pager under a paged list.
 * When the page shown no longer exists (its last item was deleted) it steps back to the new last page.
 */
export function AdminList<T>({ query, empty, toolbar, paging, children }: AdminListProps<T>) {
  const page = query.data && !Array.isArray(query.data) ? query.data : undefined;
  const rows = page ? page.data : (query.data as T[] | undefined);
  const lastPage = page?.totalPages ?? 0;
  const shownPage = paging?.page;
  const changePage = paging?.onChange;

  useEffect(() => {
    if (changePage && shownPage && lastPage > 0 && shownPage > lastPage) changePage(lastPage);
  }, [changePage, shownPage, lastPage]);

  let body: ReactNode;
  if (query.isError) body = <AdminListError message={query.error?.message ?? ''} />;
  else if (query.isPending || !rows) body = <AdminListLoading />;
  else if (rows.length === 0) body = <AdminListEmpty {...empty} />;
  else body = children(rows);

  return (
    <Stack gap="md">
      {toolbar}
      {body}
      {paging && page && (
        <AdminListPager
          totalLabel={`${page.total} ${paging.noun}`}
          totalPages={page.totalPages}
          page={paging.page}
          onChange={paging.onChange}
        />
      )}
    </Stack>
  );
}

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

export interface AdminListEmptyProps {
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
      <DeleteIconButton name={name} size="lg" loading={deleting} onClick={onDelete} />
    </Group>
  );
}
