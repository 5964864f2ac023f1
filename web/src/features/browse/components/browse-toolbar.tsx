import type { BrowseFilters, BrowseSort } from '@lobby/contracts';
import { Badge, Button, Drawer, Group, Paper, Select, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { activeFilterCount, tabSorts, type BrowseTab } from '../utils/browse-params';
import { BrowseFilterFields } from './browse-filter-fields';
import { DebouncedTextInput } from './debounced-text-input';

const sortLabels: Record<BrowseSort, string> = {
  popularity: 'Most popular',
  alphabetically: 'Alphabetical (A-Z)',
  lowToHigh: 'Price: low to high',
  highToLow: 'Price: high to low',
  date: 'Newest first',
};

const searchPlaceholders: Record<BrowseTab, string> = {
  gigs: 'Search gigs by title, game or star',
  games: 'Search games',
  creators: 'Search creators by name',
};

interface BrowseToolbarProps {
  tab: BrowseTab;
  sort?: BrowseSort;
  filters: BrowseFilters;
  signedIn: boolean;
  onSort: (sort: BrowseSort) => void;
  onFilters: (patch: Partial<BrowseFilters>) => void;
  onClear: () => void;
}

/** Search text, sort and filters; on phones the filters open in a drawer from the bottom. */
export function BrowseToolbar({
  tab,
  sort,
  filters,
  signedIn,
  onSort,
  onFilters,
  onClear,
}: BrowseToolbarProps) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [drawerOpened, drawer] = useDisclosure(false);
  const filterCount = activeFilterCount(tab, filters);

  const search = (
    <DebouncedTextInput
      aria-label="Search this list"
      placeholder={searchPlaceholders[tab]}
      leftSection={<IconSearch size={16} />}
      value={filters.search ?? ''}
      onChange={(text) => onFilters({ search: text || undefined })}
      style={{ flex: 1 }}
      miw={0}
    />
  );
  const sortSelect = (
    <Select
      aria-label="Sort by"
      data={tabSorts[tab].map((value) => ({ value, label: sortLabels[value] }))}
      value={sort ?? null}
      placeholder={filters.search ? 'Best match' : sortLabels.popularity}
      onChange={(value) => value && onSort(value as BrowseSort)}
      allowDeselect={false}
      w={{ base: 'auto', sm: 210 }}
      style={{ flex: phone ? 1 : undefined }}
    />
  );
  const fieldProps = { tab, filters, onChange: onFilters, onClear, signedIn };

  if (phone)
    return (
      <Stack gap="sm">
        {search}
        <Group gap="sm" wrap="nowrap">
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={16} />}
            rightSection={
              filterCount > 0 ? (
                <Badge size="sm" circle>
                  {filterCount}
                </Badge>
              ) : undefined
            }
            onClick={drawer.open}
          >
            Filters
          </Button>
          {sortSelect}
        </Group>
        <Drawer
          opened={drawerOpened}
          onClose={drawer.close}
          position="bottom"
          size="auto"
          title="Filters"
          radius="lg"
        >
          <Stack gap="lg" pb="md">
            <BrowseFilterFields {...fieldProps} layout="stack" />
            <Button onClick={drawer.close} fullWidth radius="xl">
              Show results
            </Button>
          </Stack>
        </Drawer>
      </Stack>
    );

  return (
    <Paper withBorder radius="lg" p="md" bg="dark.6">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          {search}
          {sortSelect}
        </Group>
        <BrowseFilterFields {...fieldProps} layout="grid" />
      </Stack>
    </Paper>
  );
}
