import { SuccessText, type AdminOnboardingSubmissionDto, type OnboardingStatus } from '@lobby/contracts';
import { Anchor, Button, Checkbox, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconChecks, IconInbox, IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminTable, type AdminColumn } from '../../../components/admin/admin-table';
import { LabelledValue } from '../../../components/labelled-value';
import { whenModalsHostReady } from '../../../lib/modals-host';
import { notify } from '../../../lib/notify';
import { useOnboardingSubmissions, useVerifyOnboarding } from '../api/onboarding-review';
import { DocumentButton, formatDate, formatDay } from './document-button';
import { StatusBadge } from './status-badge';

type StatusFilter = OnboardingStatus | 'all';

const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: 'submitted', label: 'Waiting' },
  { value: 'verified', label: 'Verified' },
  { value: 'all', label: 'All' },
];

function Streamer({ row }: { row: AdminOnboardingSubmissionDto }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Anchor component={Link} to={`/admin/influencer/${row.streamerId}`} size="sm" fw={600}>
        {row.gamingName}
      </Anchor>
      <Text size="xs" c="dimmed" truncate>
        @{row.streamerUsername} · {row.streamerEmail ?? 'no email'}
      </Text>
    </div>
  );
}

function Personal({ row }: { row: AdminOnboardingSubmissionDto }) {
  return (
    <>
      <Text size="sm">{row.fullName}</Text>
      <Text size="xs" c="dimmed">
        {row.country}
      </Text>
    </>
  );
}

/** Every field the streamer handed in (bank numbers masked), in a dialog. */
function openDetails(row: AdminOnboardingSubmissionDto) {
  const fields: [string, string][] = [
    ['Legal name', row.fullName],
    ['Gaming name', row.gamingName],
    ['Mobile number', row.mobileNumber],
    ['Address', row.address],
    ['Country', row.country],
    ['T-shirt size', row.tshirtSize],
    ['Bank', row.bankName],
    ['Account holder', row.accountHolderName],
    ['Account number', row.accountNumber],
    [row.bankOption, row.bankCode],
    ['GSTIN', row.gstin ?? 'None'],
    ['Submitted', formatDate(row.submittedAt)],
    ['Verified', formatDate(row.verifiedAt)],
  ];
  whenModalsHostReady(() =>
    modals.open({
      title: `${row.gamingName} (@${row.streamerUsername})`,
      centered: true,
      children: (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {fields.map(([label, value]) => (
              <LabelledValue key={label} label={label} value={value} />
            ))}
          </SimpleGrid>
          <Documents row={row} />
        </Stack>
      ),
    }),
  );
}

function DetailsButton({ row }: { row: AdminOnboardingSubmissionDto }) {
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      leftSection={<IconListDetails size={12} />}
      aria-label={`All details of ${row.gamingName}`}
      onClick={() => openDetails(row)}
    >
      All details
    </Button>
  );
}

function Bank({ row }: { row: AdminOnboardingSubmissionDto }) {
  return (
    <>
      <Text size="sm">{row.bankName}</Text>
      <Text size="xs" c="dimmed">
        Account {row.accountNumber}
      </Text>
      <Text size="xs" c="dimmed">
        {row.bankOption} {row.bankCode}
      </Text>
    </>
  );
}

function Documents({ row }: { row: AdminOnboardingSubmissionDto }) {
  return (
    <Group gap={6}>
      <DocumentButton
        document={row.bankStatement}
        name={`${row.streamerUsername}-bank-statement`}
        label="Statement"
      />
      <DocumentButton
        document={row.signedAgreement}
        name={`${row.streamerUsername}-signed-agreement`}
        label="Agreement"
      />
    </Group>
  );
}

/**
 * Staff: streamers' onboarding submissions, newest first, 10 a page, the bank numbers masked; staff with Onboarding
 * write verify one, or tick several and verify them together.
 */
export function OnboardingSubmissions({ canWrite }: { canWrite: boolean }) {
  const [status, setStatus] = useState<StatusFilter>('submitted');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const submissions = useOnboardingSubmissions({ page, status: status === 'all' ? undefined : status });
  const verify = useVerifyOnboarding();

  const run = (streamerIds: string[]) =>
    verify.mutate(streamerIds, {
      onSuccess: () => {
        notify.success(SuccessText.verified);
        setSelected((current) => current.filter((id) => !streamerIds.includes(id)));
      },
    });
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  const pick = (row: AdminOnboardingSubmissionDto) =>
    row.status === 'submitted' && (
      <Checkbox
        aria-label={`Select ${row.gamingName}`}
        checked={selected.includes(row.streamerId)}
        onChange={(event) => toggle(row.streamerId, event.currentTarget.checked)}
      />
    );
  const verifyButton = (row: AdminOnboardingSubmissionDto) =>
    row.status === 'submitted' && (
      <Button
        size="xs"
        variant="light"
        color="teal"
        aria-label={`Verify ${row.gamingName}`}
        loading={verify.isPending && verify.variables.includes(row.streamerId)}
        disabled={verify.isPending}
        onClick={() => run([row.streamerId])}
      >
        Verify
      </Button>
    );

  const columns: AdminColumn<AdminOnboardingSubmissionDto>[] = [
    ...(canWrite ? [{ header: 'Select', cell: pick }] : []),
    { header: 'Streamer', cell: (row) => <Streamer row={row} />, maxWidth: 220 },
    { header: 'Legal name', cell: (row) => <Personal row={row} />, maxWidth: 180 },
    { header: 'Bank', cell: (row) => <Bank row={row} />, maxWidth: 200 },
    {
      header: 'Documents',
      cell: (row) => (
        <Stack gap={4} align="flex-start">
          <Documents row={row} />
          <DetailsButton row={row} />
        </Stack>
      ),
    },
    {
      header: 'Status',
      cell: (row) => (
        <Stack gap={4} align="flex-start">
          <StatusBadge status={row.status} />
          <Text size="xs" c="dimmed">
            {formatDay(row.submittedAt)}
          </Text>
        </Stack>
      ),
    },
  ];

  return (
    <AdminList
      query={submissions}
      paging={{ page, onChange: setPage, noun: 'submissions' }}
      toolbar={
        <Group justify="space-between" gap="sm">
          <SegmentedControl
            aria-label="Status"
            data={statusOptions}
            value={status}
            onChange={(value) => {
              setStatus(value as StatusFilter);
              setPage(1);
              setSelected([]);
            }}
          />
          {canWrite && (
            <Button
              leftSection={<IconChecks size={16} />}
              color="teal"
              disabled={selected.length === 0}
              loading={verify.isPending && selected.length > 0 && verify.variables === selected}
              onClick={() => run(selected)}
            >
              Verify selected ({selected.length})
            </Button>
          )}
        </Group>
      }
      empty={{
        icon: <IconInbox size={28} />,
        title: 'No submissions',
        description:
          status === 'submitted' ? 'No streamer is waiting for verification.' : 'Nothing here yet.',
      }}
    >
      {(rows) => (
        <AdminTable
          rows={rows}
          rowKey={(row) => row._id}
          columns={columns}
          actions={canWrite ? { header: 'Action', cell: verifyButton } : undefined}
          minWidth={900}
          card={(row) => (
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  {canWrite && pick(row)}
                  <Streamer row={row} />
                </Group>
                <div style={{ flexShrink: 0 }}>
                  <StatusBadge status={row.status} />
                </div>
              </Group>
              <Personal row={row} />
              <Bank row={row} />
              <Group gap={6}>
                <Documents row={row} />
                <DetailsButton row={row} />
              </Group>
              <Group justify="space-between" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  Submitted {formatDate(row.submittedAt)}
                </Text>
                {canWrite && verifyButton(row)}
              </Group>
            </Stack>
          )}
        />
      )}
    </AdminList>
  );
}
