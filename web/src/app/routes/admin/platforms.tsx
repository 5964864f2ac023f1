import { routes } from '@lobby/contracts';
import { AdminAddButton, AdminPage } from '../../../components/admin/admin-page';
import { CatalogNav } from '../../../features/admin-catalog/components/catalog-nav';
import { PlatformsList } from '../../../features/admin-catalog/components/platforms-list';
import { useMayCall } from '../../../hooks/use-may-call';

/** /admin/platforms */
export default function AdminPlatformsPage() {
  const mayAdd = useMayCall(routes.catalogAdmin.createPlatform);
  return (
    <AdminPage
      title="Platforms"
      description="Where games are played. Games pick theirs from this list."
      nav={<CatalogNav />}
      action={mayAdd && <AdminAddButton to="/admin/platforms/add">Add platform</AdminAddButton>}
    >
      <PlatformsList />
    </AdminPage>
  );
}
