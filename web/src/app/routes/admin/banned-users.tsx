import { AdminPage } from '../../../components/admin/admin-page';
import { BannedUsersList } from '../../../features/admin-reports/components/banned-users-list';

/** /admin/banned-users */
export default function BannedUsersPage() {
  return (
    <AdminPage
      title="Banned users"
      description="Accounts that can't sign in. Unbanning lets them back in and shows a streamer's gigs again."
    >
      <BannedUsersList />
    </AdminPage>
  );
}
