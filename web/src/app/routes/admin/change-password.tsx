import { AdminPage } from '../../../components/admin/admin-page';
import { ChangePasswordCard } from '../../../features/profile/components/change-password-card';

/** /admin/change-password: the signed-in staff member's own password (staff have no profile page). */
export default function AdminChangePasswordPage() {
  return (
    <AdminPage
      title="Change password"
      description="The password you sign in to the admin pages with."
      size="sm"
    >
      <ChangePasswordCard />
    </AdminPage>
  );
}
