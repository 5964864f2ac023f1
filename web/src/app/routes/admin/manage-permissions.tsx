import { AdminPage } from '../../../components/admin/admin-page';
import { PermissionsList } from '../../../features/admin-staff/components/permissions-list';

/** /admin/manage-permissions (spec §6) */
export default function ManagePermissionsPage() {
  return (
    <AdminPage
      title="Permissions"
      description="What each staff member may read and change, service by service. A role grants nothing by itself."
    >
      <PermissionsList />
    </AdminPage>
  );
}
