import { AdminPage } from '../../../components/admin/admin-page';
import { EarlyAccessSubmissionsList } from '../../../features/admin-submissions/components/submission-lists';

/** /admin/early-access-submissions */
export default function EarlyAccessSubmissionsPage() {
  return (
    <AdminPage
      title="Early access"
      description="Fans and creators who asked for early access, one row per email."
    >
      <EarlyAccessSubmissionsList />
    </AdminPage>
  );
}
