import { useNavigate, useParams } from 'react-router-dom';
import { AdminListError, AdminListLoading } from '../../../components/admin/admin-list';
import { AdminPage } from '../../../components/admin/admin-page';
import { useAdminGame } from '../../../features/admin-catalog/api/games';
import { usePlatforms } from '../../../features/admin-catalog/api/platforms';
import { CatalogNav } from '../../../features/admin-catalog/components/catalog-nav';
import { GameForm } from '../../../features/admin-catalog/components/game-form';

/** /admin/games/add and /admin/edit-game/:gameId */
export default function AdminGameEditorPage() {
  const { gameId } = useParams();
  const navigate = useNavigate();
  const platforms = usePlatforms();
  const game = useAdminGame(gameId);
  const toList = () => navigate('/admin/games');
  const title = gameId ? (game.data ? `Edit ${game.data.name}` : 'Edit game') : 'Add a game';

  const failed = platforms.error ?? game.error;
  const loading = platforms.isPending || (Boolean(gameId) && game.isPending);

  return (
    <AdminPage
      title={title}
      description="Its details, modes, platforms, artwork and colours."
      nav={<CatalogNav />}
      size="md"
    >
      {failed ? (
        <AdminListError message={failed.message} />
      ) : loading ? (
        <AdminListLoading />
      ) : (
        <GameForm
          key={game.data?._id ?? 'new'}
          game={game.data ?? null}
          platforms={platforms.data ?? []}
          onCancel={toList}
          onSaved={toList}
        />
      )}
    </AdminPage>
  );
}
