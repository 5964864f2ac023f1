import { AdminAddButton, AdminPage } from '../../../components/admin/admin-page';
import { CatalogNav } from '../../../features/admin-catalog/components/catalog-nav';
import { GamesList } from '../../../features/admin-catalog/components/games-list';

/** /admin/games */
export default function AdminGamesPage() {
  return (
    <AdminPage
      title="Games"
      description="The games streamers offer gigs for, with their modes and platforms."
      nav={<CatalogNav />}
      action={<AdminAddButton to="/admin/games/add">Add game</AdminAddButton>}
    >
      <GamesList />
    </AdminPage>
  );
}
