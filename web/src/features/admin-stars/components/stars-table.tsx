import { AdminStarSorts, type AdminStarDto, type AdminStarSort } from '@lobby/contracts';
import { Anchor, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminTable, type AdminColumn } from '../../../components/admin/admin-table';
import { useAdminStars } from '../api/stars';
import { useStarListPreferences } from '../stores/list-preferences';
import { formatDay, LiveBadge, OnboardingBadge } from './star-badges';
import { LandingSwitch } from './landing-switch';

const SORT_LABELS: Record<AdminStarSort, string> = {
  fullName_asc: 'Name A→Z',
  fullName_desc: 'Name Z→A',
  createdAt_desc: 'Newest first',
  createdAt_asc: 'Oldest first',
};
const sortOptions = AdminStarSorts.map((value) => ({ value, label: SORT_LABELS[value] }));

function StarName({ star }: { star: AdminStarDto }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Anchor component={Link} to={`/admin/influencer/${star._id}`} size="sm" fw={600} truncate="end">
        {star.fullName}
      </Anchor>
      <Text size="xs" c="dimmed" truncate>
        @{star.username}
      </Text>
    </div>
  );
}

/**
 * Staff: every star, 10 a page, searched by name, username or email and sorted (A→Z by default); the page, search
 * and sort are kept while the tab is open. Staff with Influencers write toggle the landing flag in place.
 */
export function StarsTable({ canWrite }: { canWrite: boolean }) {
  const { page, limit, search, sort, setPage, setSearch, setSort } = useStarListPreferences();
  const [typed, setTyped] = useState(search);
  const applySearch = useDebouncedCallback((value: string) => setSearch(value), 300);
  const stars = useAdminStars({ page, limit, search, sort });

  const columns: AdminColumn<AdminStarDto>[] = [
    { header: 'Star', cell: (star) => <StarName star={star} />, maxWidth: 240 },
    {
      header: 'Email',
      maxWidth: 240,
      cell: (star) => (
        <Text size="sm" truncate>
          {star.email ?? '—'}
        </Text>
      ),
    },
    { header: 'Live', cell: (star) => <LiveBadge isLive={star.isLive} /> },
    { header: 'Onboarding', cell: (star) => <OnboardingBadge status={star.onboardingStatus} /> },
    { header: 'Landing page', cell: (star) => <LandingSwitch star={star} canWrite={canWrite} /> },
    { header: 'Created', cell: (star) => <Text size="sm">{formatDay(star.createdAt)}</Text> },
  ];

  return (
    <AdminList
      query={stars}
      paging={{ page, onChange: setPage, noun: 'stars' }}
      toolbar={
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Name, username or email"
            leftSection={<IconSearch size={16} />}
            value={typed}
            maxLength={100}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              applySearch(event.currentTarget.value);
            }}
            w={{ base: '100%', xs: 320 }}
          />
          <Select
            label="Sort"
            data={sortOptions}
            value={sort}
            allowDeselect={false}
            onChange={(value) => value && setSort(value as AdminStarSort)}
            w={{ base: '100%', xs: 180 }}
          />
        </Group>
      }
      empty={{
        icon: <IconUsers size={28} />,
        title: search ? 'No stars match' : 'No stars yet',
        description: search
          ? `Nobody's name, username or email contains “${search}”.`
          : 'Add the first star.',
      }}
    >
      {(rows) => (
        <AdminTable
          rows={rows}
          rowKey={(star) => star._id}
          columns={columns}
          minWidth={900}
          card={(star) => (
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <StarName star={star} />
                <div style={{ flexShrink: 0 }}>
                  <LiveBadge isLive={star.isLive} />
                </div>
              </Group>
              <Text size="xs" c="dimmed" truncate>
                {star.email ?? '—'} · since {formatDay(star.createdAt)}
              </Text>
              <Group justify="space-between" wrap="nowrap">
                <OnboardingBadge status={star.onboardingStatus} />
                <Group gap="xs" wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    Landing
                  </Text>
                  <LandingSwitch star={star} canWrite={canWrite} />
                </Group>
              </Group>
            </Stack>
          )}
        />
      )}
    </AdminList>
  );
}
