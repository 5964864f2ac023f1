import type { GameDto } from '@lobby/contracts';
import { Alert, Avatar, Group, Radio, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { LiveStartForm } from '../hooks/use-live-start-form';
import { LiveStep } from '../utils/live-form';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Step 1: the game, then its mode. Choosing a mode moves on to the platform. */
export function GameStep({ live }: { live: LiveStartForm }) {
  const { form, games, game } = live;
  const options = (games.data ?? []).map(({ _id, name }) => ({ value: _id, label: name }));
  const imageOf = (gameId: string) => games.data?.find(({ _id }) => _id === gameId)?.image ?? null;

  return (
    <Stack gap="lg">
      <Select
        label="Game"
        placeholder={games.isPending ? 'Loading games…' : 'Search for the game you are playing'}
        data={options}
        value={form.values.gameId}
        onChange={live.chooseGame}
        searchable
        nothingFoundMessage="No game by that name"
        error={games.isError ? games.error.message : undefined}
        leftSection={
          form.values.gameId ? (
            <Avatar src={imageOf(form.values.gameId)} size={22} radius="sm" alt="">
              {live.gameName?.[0]}
            </Avatar>
          ) : undefined
        }
        renderOption={({ option }) => (
          <Group gap="sm" wrap="nowrap">
            <Avatar src={imageOf(option.value)} size={28} radius="sm" alt="">
              {option.label[0]}
            </Avatar>
            <Text size="sm">{option.label}</Text>
          </Group>
        )}
        comboboxProps={{ withinPortal: true }}
      />
      {form.values.gameId && <ModePicker live={live} game={game.data} loading={game.isPending} />}
    </Stack>
  );
}

function ModePicker({
  live,
  game,
  loading,
}: {
  live: LiveStartForm;
  game: GameDto | undefined;
  loading: boolean;
}) {
  const selected = live.form.values.gameModeId;
  if (loading || !game) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Skeleton h={62} radius="md" />
        <Skeleton h={62} radius="md" />
      </SimpleGrid>
    );
  }
  if (game.modes.length === 0) {
    return (
      <Alert variant="light" color="gray" icon={<IconInfoCircle />}>
        {game.name} has no modes to choose from. Go on to the platform.
      </Alert>
    );
  }
  return (
    <Radio.Group label="Mode" value={selected} onChange={() => undefined}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt={6}>
        {game.modes.map((mode) => (
          <Radio.Card
            key={mode._id}
            value={mode._id}
            radius="md"
            p="sm"
            onClick={() =>
              mode._id === selected ? live.setActive(LiveStep.platform) : live.chooseMode(mode._id)
            }
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Radio.Indicator mt={2} />
              <div>
                <Text fw={600} size="sm">
                  {mode.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {mode.duration} min · {plural(mode.no_of_players, 'player')}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
