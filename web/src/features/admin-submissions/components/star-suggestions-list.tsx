import type { StarSuggestionDto } from '@lobby/contracts';
import { Badge, Stack, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminTable, type AdminColumn } from '../../../components/admin/admin-table';
import { useStarSuggestions } from '../api/submissions';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => dateFormat.format(new Date(iso));

const sender = (row: StarSuggestionDto) =>
  row.userId ? (
    <Badge variant="light" color="blue">
      Signed-in fan
    </Badge>
  ) : (
    <Badge variant="light" color="gray">
      Visitor
    </Badge>
  );

/** /admin/star-suggestions: what fans typed into "Suggest a star", newest first, 10 a page (read only). */
export function StarSuggestionsList() {
  const [page, setPage] = useState(1);
  const list = useStarSuggestions(page);
  const columns: AdminColumn<StarSuggestionDto>[] = [
    { header: 'Received', cell: (row) => <Text size="sm">{when(row.createdAt)}</Text> },
    {
      header: 'Star',
      cell: (row) => (
        <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }}>
          {row.starName}
        </Text>
      ),
    },
    { header: 'From', cell: sender },
  ];
  return (
    <AdminList
      query={list}
      paging={{ page, onChange: setPage, noun: 'suggestions' }}
      empty={{ icon: <IconStar size={28} />, title: 'No suggestions', description: 'Nobody has suggested a star yet.' }}
    >
      {(rows) => (
        <AdminTable
          rows={rows}
          rowKey={(row) => row._id}
          columns={columns}
          minWidth={600}
          card={(row) => (
            <Stack gap={6}>
              <Text fw={600}>{row.starName}</Text>
              <Text size="xs" c="dimmed">
                {when(row.createdAt)}
              </Text>
              {sender(row)}
            </Stack>
          )}
        />
      )}
    </AdminList>
  );
}
