import { PageSizes, type GigDto } from '@lobby/contracts';
import {
  Alert,
  Badge,
  Button,
  Center,
  EmptyState,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
} from '@mantine/core';
import { IconAlertTriangle, IconArchive, IconDeviceGamepad2, IconPlus } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { notify } from '../../../lib/notify';
import { useChangeGigStatus, type GigAction } from '../api/change-gig-status';
import { useActiveGigs, useGigsPerformance, useInactiveGigs } from '../api/get-streamer-gigs';
import { GigCard } from './gig-card';
import { confirmDanger } from '../../../lib/confirm-danger';
import { loadingRegion } from '../../../lib/loading-region';

interface StreamerGigsProps {
  starId: string;
  /** '?streamerId=…' when a moderator acts for the streamer, else ''. */
  query: string;
  onAdd: () => void;
  onEdit: (gig: GigDto) => void;
}

type Tab = 'active' | 'inactive';

/**
 * The streamer's gigs in two tabs, active and inactive (archived), as cards with their actions, a page at a
 * time: active gigs are paged by the server; the archive comes whole (spec inactive-gigs/{id}) and is shown
 * a page at a time.
 */
export function StreamerGigs({ starId, query, onAdd, onEdit }: StreamerGigsProps) {
  const [tab, setTab] = useState<Tab>('active');
  const [activePage, setActivePage] = useState(1);
  const [inactivePage, setInactivePage] = useState(1);
  const active = useActiveGigs(starId, activePage);
  const inactive = useInactiveGigs(starId, query);
  const performance = useGigsPerformance(starId, query);
  const change = useChangeGigStatus(starId, query);

  const run = (action: GigAction, gig: GigDto) =>
    change.mutate({ action, gigId: gig._id }, { onSuccess: ({ message }) => notify.success(message) });

  const confirmDelete = (gig: GigDto) =>
    confirmDanger({
      title: 'Delete this gig?',
      message: `“${gig.product_title}” is removed for good and fans can no longer find or book it. To only hide it, archive it instead.`,
      confirm: 'Delete gig',
      onConfirm: () => run('delete', gig),
    });

  const busyFor = (gig: GigDto) =>
    change.isPending && change.variables.gigId === gig._id ? change.variables.action : null;

  const activeTotalPages = active.data?.totalPages ?? 0;
  const inactiveTotalPages = Math.ceil((inactive.data?.length ?? 0) / PageSizes.paginatedProducts);
  // Archiving or deleting the last card of the last page leaves that page empty: show the new last page.
  useEffect(() => {
    if (activeTotalPages > 0 && activePage > activeTotalPages) setActivePage(activeTotalPages);
  }, [activePage, activeTotalPages]);
  useEffect(() => {
    if (inactiveTotalPages > 0 && inactivePage > inactiveTotalPages) setInactivePage(inactiveTotalPages);
  }, [inactivePage, inactiveTotalPages]);

  const list = (
    result: { isError: boolean; error: Error | null; isPending: boolean },
    gigs: GigDto[] | undefined,
    empty: ReactNode,
    paging: { page: number; totalPages: number; onChange: (page: number) => void },
  ) => {
    if (result.isError) {
      return (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
          {result.error?.message}
        </Alert>
      );
    }
    if (result.isPending || !gigs) return <CardSkeletons />;
    if (gigs.length === 0 && paging.page === 1) return empty;
    return (
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="lg">
          {gigs.map((gig) => (
            <GigCard
              key={gig._id}
              gig={gig}
              performance={performance.data?.get(gig._id)}
              busy={busyFor(gig)}
              onEdit={() => onEdit(gig)}
              onToggleArchive={() => run(gig.status === 'archived' ? 'unarchive' : 'archive', gig)}
              onDelete={() => confirmDelete(gig)}
            />
          ))}
        </SimpleGrid>
        {paging.totalPages > 1 && (
          <Center>
            <Pagination total={paging.totalPages} value={paging.page} onChange={paging.onChange} />
          </Center>
        )}
      </Stack>
    );
  };
  const inactiveGigs = inactive.data?.slice(
    (inactivePage - 1) * PageSizes.paginatedProducts,
    inactivePage * PageSizes.paginatedProducts,
  );

  return (
    <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'active')} keepMounted={false}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="active" rightSection={<Count value={active.data?.total} />}>
          Active gigs
        </Tabs.Tab>
        <Tabs.Tab value="inactive" rightSection={<Count value={inactive.data?.length} />}>
          Inactive gigs
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="active">
        {list(
          active,
          active.data?.data,
          <EmptyCard
            icon={<IconDeviceGamepad2 size={28} />}
            title="No active gigs yet"
            description="Add a gig so fans can book a session with you."
            action={
              <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
                Add gig
              </Button>
            }
          />,
          { page: activePage, totalPages: activeTotalPages, onChange: setActivePage },
        )}
      </Tabs.Panel>
      <Tabs.Panel value="inactive">
        {list(
          inactive,
          inactiveGigs,
          <EmptyCard
            icon={<IconArchive size={28} />}
            title="No inactive gigs"
            description="Gigs you archive wait here. Fans can't book them until you unarchive them."
          />,
          { page: inactivePage, totalPages: inactiveTotalPages, onChange: setInactivePage },
        )}
      </Tabs.Panel>
    </Tabs>
  );
}

function Count({ value }: { value: number | undefined }) {
  if (value === undefined) return null;
  return (
    <Badge size="sm" variant="light" color="gray" circle={value < 10}>
      {value}
    </Badge>
  );
}

function CardSkeletons() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="lg" {...loadingRegion('Loading gigs')}>
      {[0, 1, 2].map((key) => (
        <Paper key={key} withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Skeleton radius="md" style={{ aspectRatio: '16 / 9' }} />
            <Skeleton height={12} width="40%" />
            <Skeleton height={16} width="85%" />
            <Skeleton height={44} />
            <Group gap="xs">
              <Skeleton height={28} width={70} />
              <Skeleton height={28} width={90} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

interface EmptyCardProps {
  icon: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
}

function EmptyCard({ icon, title, description, action }: EmptyCardProps) {
  return (
    <Paper withBorder radius="lg" py="xl" px="md">
      <EmptyState icon={icon} withIndicatorBackground title={title} description={description}>
        {action}
      </EmptyState>
    </Paper>
  );
}
