import type { Page } from '@lobby/contracts';
import { Center, Pagination, SimpleGrid, Stack, Text, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListError } from './catalog/list-status';

interface PagedGridProps<T> {
  /** The page's query; while the next page loads, the last one stays (dimmed). */
  query: {
    data: Page<T> | undefined;
    error: Error | null;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  page: number;
  onPageChange: (page: number) => void;
  /** Shown until the first page arrives. */
  loading: ReactNode;
  /** Shown when there is nothing at all. */
  empty: ReactNode;
  /** The count under the list: "3 sessions"; none where the page shows the count itself. */
  countLabel?: (total: number) => string;
  /** Cards a row: two from small screens on, unless a wider page gives more. */
  cols?: SimpleGridProps['cols'];
  children: (item: T) => ReactNode;
}

/** A paged list of cards, two to a row: load failure with a retry, loading, empty, pages, total. */
export function PagedGrid<T>({
  query,
  page,
  onPageChange,
  loading,
  empty,
  countLabel,
  cols = { base: 1, sm: 2 },
  children,
}: PagedGridProps<T>) {
  if (query.error && !query.data)
    return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return loading;
  if (query.data.data.length === 0) return empty;

  const { totalPages, total, data } = query.data;
  return (
    <Stack gap="md">
      <SimpleGrid
        cols={cols}
        spacing="md"
        style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
      >
        {data.map(children)}
      </SimpleGrid>
      {totalPages > 1 && (
        <Center>
          <Pagination total={totalPages} value={page} onChange={onPageChange} />
        </Center>
      )}
      {countLabel && (
        <Text size="xs" c="dimmed" ta="center">
          {countLabel(total)}
        </Text>
      )}
    </Stack>
  );
}
