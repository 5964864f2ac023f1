import { routes } from '@lobby/contracts';
import { AdminAddButton, AdminPage } from '../../../components/admin/admin-page';
import { CatalogNav } from '../../../features/admin-catalog/components/catalog-nav';
import { GamesList } from '../../../features/admin-catalog/components/games-list';
import { useMayCall } from '../../../hooks/use-may-call';

/** /admin/games */
export default function AdminGamesPage() {
  const mayAdd = useMayCall(routes.catalogAdmin.createGame);
  return (
    <AdminPage
      title="Games"
      description="The games streamers offer gigs for, with their modes and platforms."
      nav={<CatalogNav />}
      action={mayAdd && <AdminAddButton to="/admin/games/add">Add game</AdminAddButton>}
    >
      <GamesList />
    </AdminPage>
  );
}
