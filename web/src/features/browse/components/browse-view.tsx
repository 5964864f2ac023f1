import { Container, Stack, Tabs } from '@mantine/core';
import { IconDeviceGamepad2, IconTicket, IconUsers } from '@tabler/icons-react';
import type { CardActions } from '../../../components/catalog/card-actions';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { useBrowseState } from '../hooks/use-browse-state';
import type { BrowseTab } from '../utils/browse-params';
import { BrowseResults } from './browse-results';
import { BrowseToolbar } from './browse-toolbar';

const tabs: { value: BrowseTab; label: string; icon: typeof IconTicket }[] = [
  { value: 'gigs', label: 'Gigs', icon: IconTicket },
  { value: 'games', label: 'Games', icon: IconDeviceGamepad2 },
  { value: 'creators', label: 'Creators', icon: IconUsers },
];

/** The Browse screen (spec §2): gigs, games and creators tabs, their filters and sorts, endless lists. */
export function BrowseView({ actions }: { actions: CardActions }) {
  const user = useCurrentUserFromStore();
  const { tab, sort, filters, setTab, setSort, setFilters, clearFilters } = useBrowseState();

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageTitle title="Browse" description="Find a gig, a game or a creator to play with." />
        <Tabs
          value={tab}
          onChange={(value) => value && setTab(value as BrowseTab)}
          variant="pills"
          radius="xl"
        >
          <Stack gap="lg">
            <Tabs.List>
              {tabs.map(({ value, label, icon: Icon }) => (
                <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />}>
                  {label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <BrowseToolbar
              tab={tab}
              sort={sort}
              filters={filters}
              signedIn={Boolean(user)}
              onSort={setSort}
              onFilters={setFilters}
              onClear={clearFilters}
            />
            {tabs.map(({ value }) => (
              <Tabs.Panel key={value} value={value}>
                {value === tab && (
                  <BrowseResults
                    tab={tab}
                    filters={user ? filters : { ...filters, favoritesOnly: undefined }}
                    sort={sort}
                    actions={actions}
                    onClearFilters={clearFilters}
                  />
                )}
              </Tabs.Panel>
            ))}
          </Stack>
        </Tabs>
      </Stack>
    </Container>
  );
}
