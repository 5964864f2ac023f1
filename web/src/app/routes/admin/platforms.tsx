import { AdminAddButton, AdminPage } from '../../../components/admin/admin-page';
import { CatalogNav } from '../../../features/admin-catalog/components/catalog-nav';
import { PlatformsList } from '../../../features/admin-catalog/components/platforms-list';

/** /admin/platforms */
export default function AdminPlatformsPage() {
  return (
    <AdminPage
      title="Platforms"
      description="Where games are played. Games pick theirs from this list."
      nav={<CatalogNav />}
      action={<AdminAddButton to="/admin/platforms/add">Add platform</AdminAddButton>}
    >
      <PlatformsList />
    </AdminPage>
  );
}
