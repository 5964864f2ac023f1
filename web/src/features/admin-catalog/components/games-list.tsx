import { routes, SuccessText, type GameDto } from '@lobby/contracts';
import { Avatar, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminList, EditDeleteActions } from '../../../components/admin/admin-list';
import { AdminTable, type AdminColumn } from '../../../components/admin/admin-table';
import { useMayCall } from '../../../hooks/use-may-call';
import { confirmDanger } from '../../../lib/confirm-danger';
import { notify } from '../../../lib/notify';
import { useAdminGames, useDeleteGame } from '../api/games';

function GameArt({ game }: { game: GameDto }) {
  return (
    <Avatar
      src={game.gameLogo ?? game.image}
      alt=""
      radius="md"
      size={44}
      color="violet"
      styles={{ image: { objectFit: game.gameLogo ? 'contain' : 'cover' } }}
    >
      {game.name.slice(0, 2).toUpperCase()}
    </Avatar>
  );
}

function Flags({ game }: { game: GameDto }) {
  return (
    <Group gap={4}>
      {game.showLanding && (
        <Badge size="sm" variant="light" color="violet">
          On landing
        </Badge>
      )}
      {game.crossplatform && (
        <Badge size="sm" variant="light" color="teal">
          Crossplay
        </Badge>
      )}
    </Group>
  );
}

const platformNames = (game: GameDto) =>
  game.platforms_available.map(({ platform_name }) => platform_name).join(', ') || '—';

const columns: AdminColumn<GameDto>[] = [
  {
    header: 'Game',
    cell: (game) => (
      <Group gap="sm" wrap="nowrap">
        <GameArt game={game} />
        <Stack gap={4} miw={0}>
          <Text fw={600} size="sm" truncate>
            {game.name}
          </Text>
          <Flags game={game} />
        </Stack>
      </Group>
    ),
  },
  {
    header: 'Modes',
    maxWidth: 220,
    cell: (game) => (
      <Text size="sm" lineClamp={2}>
        {game.modes.map(({ name }) => name).join(', ') || '—'}
      </Text>
    ),
  },
  {
    header: 'Platforms',
    maxWidth: 220,
    cell: (game) => (
      <Text size="sm" lineClamp={2}>
        {platformNames(game)}
      </Text>
    ),
  },
  { header: 'Gigs', align: 'right', cell: (game) => <Text size="sm">{game.gigsCount}</Text> },
];

/** Staff: the games, ten per page, each opened for editing or deleted after a confirmation. */
export function GamesList() {
  const [page, setPage] = useState(1);
  const games = useAdminGames(page);
  const remove = useDeleteGame();
  const mayEdit = useMayCall(routes.catalogAdmin.updateGame);

  const actions = (game: GameDto) => (
    <EditDeleteActions
      name={game.name}
      editTo={`/admin/edit-game/${encodeURIComponent(game._id)}`}
      deleting={remove.isPending && remove.variables === game._id}
      onDelete={() =>
        confirmDanger({
          title: `Delete ${game.name}?`,
          message: 'The game, its modes and its artwork are removed from the catalog. This cannot be undone.',
          confirm: 'Delete game',
          onConfirm: () =>
            remove.mutate(game._id, { onSuccess: () => notify.success(SuccessText.gameDeleted) }),
        })
      }
    />
  );

  return (
    <AdminList
      query={games}
      paging={{ page, onChange: setPage, noun: 'games' }}
      empty={{
        icon: <IconDeviceGamepad2 size={28} />,
        title: 'No games yet',
        description: 'Add the games streamers can offer gigs for.',
        children: mayEdit && (
          <Button component={Link} to="/admin/games/add">
            Add game
          </Button>
        ),
      }}
    >
      {(rows) => (
        <AdminTable
          rows={rows}
          rowKey={(game) => game._id}
          columns={columns}
          actions={mayEdit ? { header: 'Actions', cell: actions } : undefined}
          minWidth={760}
          card={(game) => (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <GameArt game={game} />
              <Stack gap={4} miw={0} style={{ flex: 1 }}>
                <Text fw={600} size="sm" truncate>
                  {game.name}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {game.modes.length} modes · {platformNames(game)} · {game.gigsCount} gigs
                </Text>
                <Flags game={game} />
              </Stack>
              {mayEdit && actions(game)}
            </Group>
          )}
        />
      )}
    </AdminList>
  );
}
