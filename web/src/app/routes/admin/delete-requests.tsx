import { AdminPage } from '../../../components/admin/admin-page';
import { DeletionRequestsTable } from '../../../features/deletion-requests/components/deletion-requests-table';

/** /admin/delete-requests */
export default function DeleteRequestsPage() {
  return (
    <AdminPage
      title="Account deletion requests"
      description="Users who asked to delete their account. Approving removes their personal data for good."
    >
      <DeletionRequestsTable />
    </AdminPage>
  );
}
