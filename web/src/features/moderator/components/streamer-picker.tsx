import { SEARCH_DEBOUNCE_MS } from '@lobby/contracts';
import {
  Avatar,
  Badge,
  Combobox,
  Group,
  Loader,
  Text,
  UnstyledButton,
  useCombobox,
  useMatches,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconSelector } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useActingStreamer } from '../../../hooks/use-acting-streamer';
import { moderatedStreamersQueryOptions, type ManagedStreamer } from '../../../lib/moderated-streamers';
import { usePickStreamer } from '../hooks/use-pick-streamer';
import classes from './streamer-picker.module.css';

/**
 * The streamer a moderator acts for, in the header while in moderator mode (spec §4 "Moderator mode"): a list
 * of their streamers, live ones first, searchable. On live pages only live streamers can be picked.
 */
export function StreamerPicker() {
  const { starId } = useActingStreamer();
  const [search, setSearch] = useState('');
  const [searchTerm] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });
  const { pick, onLivePage } = usePickStreamer();
  const all = useQuery(moderatedStreamersQueryOptions());
  const listed = useQuery({
    ...moderatedStreamersQueryOptions({ sortBy: 'live', searchTerm: searchTerm.trim() || undefined }),
    placeholderData: keepPreviousData,
  });
  const showName = useMatches({ base: false, sm: true });

  const current = all.data?.find(({ _id }) => _id === starId);
  const selectable = (streamer: ManagedStreamer) => !onLivePage || streamer.isLive;

  return (
    <Combobox
      store={combobox}
      width={280}
      position="bottom-end"
      shadow="lg"
      withinPortal
      onOptionSubmit={(id) => {
        const streamer = listed.data?.find(({ _id }) => _id === id);
        if (streamer && selectable(streamer)) pick(streamer);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target targetType="button">
        {/* Named by its text (hidden on phones), not aria-label: the visible words must be part of the name. */}
        <UnstyledButton className={classes.target} onClick={() => combobox.toggleDropdown()}>
          <Group gap={8} wrap="nowrap">
            <Avatar
              src={current?.images.url}
              name={current?.fullName}
              color="initials"
              size={28}
              radius="xl"
              aria-hidden
            />
            {!showName && (
              <VisuallyHidden>
                {current ? `Managing @${current.username}` : 'Choose a streamer to manage'}
              </VisuallyHidden>
            )}
            {current && <VisuallyHidden>. Change streamer</VisuallyHidden>}
            {showName && (
              <div className={classes.name}>
                <Text size="10px" c="dimmed" fw={700} tt="uppercase" lh={1.1}>
                  Managing
                </Text>
                <Text size="sm" fw={600} truncate lh={1.2}>
                  {current ? `@${current.username}` : 'Choose a streamer'}
                </Text>
              </div>
            )}
            {current?.isLive && <span className={classes.liveDot} role="img" aria-label="Live" />}
            <IconSelector size={16} color="var(--mantine-color-dimmed)" />
          </Group>
        </UnstyledButton>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder="Search your streamers"
          rightSection={listed.isFetching ? <Loader size={14} /> : null}
        />
        {onLivePage && (
          <Text size="xs" c="dimmed" px="xs" pt={6}>
            On live pages you can switch to live streamers only.
          </Text>
        )}
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }}>
          {listed.data?.length === 0 && <Combobox.Empty>No streamer by that name</Combobox.Empty>}
          {listed.data?.map((streamer) => (
            <Combobox.Option
              key={streamer._id}
              value={streamer._id}
              disabled={!selectable(streamer)}
              active={streamer._id === starId}
            >
              <Group gap="sm" wrap="nowrap">
                <Avatar
                  src={streamer.images.url}
                  name={streamer.fullName}
                  color="initials"
                  size={30}
                  radius="xl"
                />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {streamer.fullName || streamer.username}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    @{streamer.username}
                    {!streamer.isLive && streamer.upcomingSlot && (
                      <> · next slot {dayjs(streamer.upcomingSlot).format('ddd D MMM, HH:mm')}</>
                    )}
                  </Text>
                </div>
                {streamer._id === starId && <IconCheck size={16} color="var(--mantine-color-violet-4)" />}
                {streamer.isLive ? (
                  <Badge color="red" size="xs" variant="filled">
                    Live
                  </Badge>
                ) : (
                  onLivePage && (
                    <Text size="xs" c="dimmed">
                      Offline
                    </Text>
                  )
                )}
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
