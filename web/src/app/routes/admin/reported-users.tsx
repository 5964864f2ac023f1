import { AdminPage } from '../../../components/admin/admin-page';
import { ReportedUsersList } from '../../../features/admin-reports/components/reported-users-list';

/** /admin/reported-users */
export default function ReportedUsersPage() {
  return (
    <AdminPage
      title="Reported users"
      description="Accounts people reported, with their reasons. Mark them reviewed, or ban the account."
    >
      <ReportedUsersList />
    </AdminPage>
  );
}
