import type { StreamerAgreementDto } from '@lobby/contracts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminTable, type AdminColumn } from '../../../components/admin/admin-table';
import { useStreamerAgreements } from '../api/onboarding-review';
import { DocumentButton, formatDate } from './document-button';
import { StatusBadge } from './status-badge';

function Signer({ row }: { row: StreamerAgreementDto }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Anchor component={Link} to={`/admin/influencer/${row.streamerId}`} size="sm" fw={600}>
        {row.fullName}
      </Anchor>
      <Text size="xs" c="dimmed">
        @{row.streamerUsername}
      </Text>
    </div>
  );
}

const agreement = (row: StreamerAgreementDto) => (
  <DocumentButton
    document={row.signedAgreement}
    name={`${row.streamerUsername}-signed-agreement`}
    label="Agreement"
  />
);

const columns: AdminColumn<StreamerAgreementDto>[] = [
  { header: 'Signed by', cell: (row) => <Signer row={row} /> },
  { header: 'Handed in', cell: (row) => <Text size="sm">{formatDate(row.submittedAt)}</Text> },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  { header: 'Verified', cell: (row) => <Text size="sm">{formatDate(row.verifiedAt)}</Text> },
];

/** Staff: the signed agreements streamers handed in with their onboarding, newest first, 10 a page. */
export function StreamerAgreements() {
  const [page, setPage] = useState(1);
  const agreements = useStreamerAgreements(page);
  return (
    <AdminList
      query={agreements}
      paging={{ page, onChange: setPage, noun: 'agreements' }}
      empty={{
        icon: <IconFileText size={28} />,
        title: 'No agreements yet',
        description: 'Streamers hand in their signed agreement with their onboarding details.',
      }}
    >
      {(rows) => (
        <AdminTable
          rows={rows}
          rowKey={(row) => row.streamerId}
          columns={columns}
          actions={{ header: 'Document', cell: agreement }}
          minWidth={720}
          card={(row) => (
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Signer row={row} />
                <StatusBadge status={row.status} />
              </Group>
              <Group justify="space-between" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  Handed in {formatDate(row.submittedAt)}
                </Text>
                {agreement(row)}
              </Group>
            </Stack>
          )}
        />
      )}
    </AdminList>
  );
}
