import { SuccessText, type GameDto } from '@lobby/contracts';
import {
  Avatar,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  useMatches,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  AdminListEmpty,
  AdminListError,
  AdminListLoading,
  AdminListPager,
  EditDeleteActions,
} from '../../../components/admin/admin-list';
import { notify } from '../../../lib/notify';
import { useAdminGames, useDeleteGame } from '../api/games';

/** Staff: the games, ten per page, each opened for editing or deleted after a confirmation. */
export function GamesList() {
  const [page, setPage] = useState(1);
  const games = useAdminGames(page);
  const remove = useDeleteGame();
  const phone = useMatches({ base: true, sm: false });
  const lastPage = games.data?.totalPages ?? 1;

  // Deleting the last game of the last page leaves that page empty: show the one before it.
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  const confirmDelete = (game: GameDto) =>
    modals.openConfirmModal({
      title: `Delete ${game.name}?`,
      centered: true,
      children: (
        <Text size="sm">
          The game, its modes and its artwork are removed from the catalog. This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Delete game', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(game._id, { onSuccess: () => notify.success(SuccessText.gameDeleted) }),
    });

  const deleting = (game: GameDto) => remove.isPending && remove.variables === game._id;

  if (games.isError) return <AdminListError message={games.error.message} />;
  if (games.isPending) return <AdminListLoading />;
  const rows = games.data.data;
  if (rows.length === 0) {
    return (
      <AdminListEmpty
        icon={<IconDeviceGamepad2 size={28} />}
        title="No games yet"
        description="Add the games streamers can offer gigs for."
      >
        <Button component={Link} to="/admin/games/add">
          Add game
        </Button>
      </AdminListEmpty>
    );
  }

  const List = phone ? GameCards : GameTable;
  return (
    <Stack gap="md">
      <List games={rows} onDelete={confirmDelete} deleting={deleting} />
      <AdminListPager
        totalLabel={`${games.data.total} games`}
        totalPages={games.data.totalPages}
        page={page}
        onChange={setPage}
      />
    </Stack>
  );
}

interface GameListProps {
  games: GameDto[];
  onDelete: (game: GameDto) => void;
  deleting: (game: GameDto) => boolean;
}

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

function Actions({ game, onDelete, deleting }: Omit<GameListProps, 'games'> & { game: GameDto }) {
  return (
    <EditDeleteActions
      name={game.name}
      editTo={`/admin/edit-game/${encodeURIComponent(game._id)}`}
      onDelete={() => onDelete(game)}
      deleting={deleting(game)}
    />
  );
}

const platformNames = (game: GameDto) =>
  game.platforms_available.map(({ platform_name }) => platform_name).join(', ') || '—';

/** Wide screens: one row per game. */
function GameTable({ games, onDelete, deleting }: GameListProps) {
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Game</Table.Th>
              <Table.Th>Modes</Table.Th>
              <Table.Th>Platforms</Table.Th>
              <Table.Th ta="right">Gigs</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {games.map((game) => (
              <Table.Tr key={game._id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <GameArt game={game} />
                    <Stack gap={4} miw={0}>
                      <Text fw={600} size="sm" truncate>
                        {game.name}
                      </Text>
                      <Flags game={game} />
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td maw={220}>
                  <Text size="sm" lineClamp={2}>
                    {game.modes.map(({ name }) => name).join(', ') || '—'}
                  </Text>
                </Table.Td>
                <Table.Td maw={220}>
                  <Text size="sm" lineClamp={2}>
                    {platformNames(game)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{game.gigsCount}</Text>
                </Table.Td>
                <Table.Td>
                  <Actions game={game} onDelete={onDelete} deleting={deleting} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** Phones: one card per game, so the actions stay in view. */
function GameCards({ games, onDelete, deleting }: GameListProps) {
  return (
    <Stack gap="sm">
      {games.map((game) => (
        <Paper key={game._id} withBorder radius="lg" p="md">
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
            <Actions game={game} onDelete={onDelete} deleting={deleting} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
