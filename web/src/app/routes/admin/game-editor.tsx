import { Alert, Center, Container, Loader, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { useAdminGame } from '../../../features/admin-catalog/api/games';
import { usePlatforms } from '../../../features/admin-catalog/api/platforms';
import { CatalogNav } from '../../../features/admin-catalog/components/catalog-nav';
import { GameForm } from '../../../features/admin-catalog/components/game-form';
import { usePageTitle } from '../../../lib/use-page-title';

/** /admin/games/add and /admin/edit-game/:gameId */
export default function AdminGameEditorPage() {
  const { gameId } = useParams();
  const navigate = useNavigate();
  const platforms = usePlatforms();
  const game = useAdminGame(gameId);
  const toList = () => navigate('/admin/games');
  const title = gameId ? (game.data ? `Edit ${game.data.name}` : 'Edit game') : 'Add a game';
  usePageTitle(title);

  const failed = platforms.error ?? game.error;
  const loading = platforms.isPending || (Boolean(gameId) && game.isPending);

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <CatalogNav />
        <PageTitle title={title} description="Its details, modes, platforms, artwork and colours." />
        {failed ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
            {failed.message}
          </Alert>
        ) : loading ? (
          <Center py="xl">
            <Loader type="dots" />
          </Center>
        ) : (
          <GameForm
            key={game.data?._id ?? 'new'}
            game={game.data ?? null}
            platforms={platforms.data ?? []}
            onCancel={toList}
            onSaved={toList}
          />
        )}
      </Stack>
    </Container>
  );
}
