import type { BrowseFilters } from '@lobby/contracts';
import { Button, Group, Select, SimpleGrid, Stack, Switch, TagsInput } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { countryOptions } from '../../../lib/countries';
import { useGameOptions } from '../api/get-game-options';
import { useHashTags } from '../api/get-hash-tags';
import { usePlatforms } from '../api/get-platforms';
import { tabFilters, type BrowseTab } from '../utils/browse-params';
import { DebouncedTextInput } from './debounced-text-input';

interface BrowseFilterFieldsProps {
  tab: BrowseTab;
  filters: BrowseFilters;
  onChange: (patch: Partial<BrowseFilters>) => void;
  onClear: () => void;
  /** "Favorites only" needs a signed-in user. */
  signedIn: boolean;
  /** A grid on wide screens, one column in the phone drawer. */
  layout: 'grid' | 'stack';
}

/** Browse's filters (spec §2) that apply to the current tab, except the search text. */
export function BrowseFilterFields({
  tab,
  filters,
  onChange,
  onClear,
  signedIn,
  layout,
}: BrowseFilterFieldsProps) {
  const applies = (name: keyof BrowseFilters) => tabFilters[tab].includes(name as never);
  const games = useGameOptions();
  const platforms = usePlatforms();
  const tags = useHashTags();
  // A link may name the game by slug (?game=valorant); the select shows it by id.
  const selectedGame = games.data?.find(
    (game) => game._id === filters.gameId || game.slug === filters.gameId,
  );

  const fields = (
    <>
      {applies('gameId') && (
        <Select
          label="Game"
          placeholder={games.isPending ? 'Loading games…' : 'Any game'}
          data={(games.data ?? []).map((game) => ({ value: game._id, label: game.name }))}
          value={selectedGame?._id ?? null}
          onChange={(gameId) => onChange({ gameId: gameId ?? undefined })}
          searchable
          clearable
          nothingFoundMessage="No game by that name"
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {applies('platform') && (
        <Select
          label="Platform"
          placeholder="Any platform"
          data={(platforms.data ?? []).map((platform) => ({
            value: platform._id,
            label: platform.platform_name,
          }))}
          value={filters.platform ?? null}
          onChange={(platform) => onChange({ platform: platform ?? undefined })}
          clearable
        />
      )}
      {applies('country') && (
        <Select
          label="Country"
          placeholder="Anywhere"
          data={countryOptions()}
          value={filters.country ?? null}
          onChange={(country) => onChange({ country: country ?? undefined })}
          searchable
          clearable
          nothingFoundMessage="No country by that name"
        />
      )}
      {applies('profession') && (
        <DebouncedTextInput
          label="Profession"
          placeholder="Coach, streamer…"
          value={filters.profession ?? ''}
          onChange={(profession) => onChange({ profession: profession || undefined })}
        />
      )}
      {applies('tags') && (
        <TagsInput
          label="Tags"
          placeholder={filters.tags?.length ? '' : 'Add a tag'}
          data={(tags.data ?? []).map((tag) => tag.name)}
          value={filters.tags ?? []}
          onChange={(next) => onChange({ tags: next.length ? next : undefined })}
          splitChars={[',']}
          clearable
          maxDropdownHeight={240}
        />
      )}
    </>
  );

  const toggles = (
    <Group gap="lg" align="center">
      {applies('liveNow') && (
        <Switch
          label="Live now"
          color="red"
          checked={Boolean(filters.liveNow)}
          onChange={(event) => onChange({ liveNow: event.currentTarget.checked || undefined })}
        />
      )}
      {applies('favoritesOnly') && signedIn && (
        <Switch
          label="Favorites only"
          color="pink"
          checked={Boolean(filters.favoritesOnly)}
          onChange={(event) => onChange({ favoritesOnly: event.currentTarget.checked || undefined })}
        />
      )}
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        leftSection={<IconFilterOff size={14} />}
        onClick={onClear}
        ml={layout === 'grid' ? 'auto' : undefined}
      >
        Clear filters
      </Button>
    </Group>
  );

  return layout === 'grid' ? (
    <Stack gap="md">
      <SimpleGrid cols={{ sm: 3, md: tab === 'games' ? 3 : 5 }} spacing="sm">
        {fields}
      </SimpleGrid>
      {toggles}
    </Stack>
  ) : (
    <Stack gap="md">
      {fields}
      {toggles}
    </Stack>
  );
}
