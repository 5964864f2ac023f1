import { AdminPage } from '../../../components/admin/admin-page';
import { CreatorApplicationsList } from '../../../features/admin-submissions/components/creator-applications-list';

/** /admin/creator-applications: the step before onboarding. */
export default function CreatorApplicationsPage() {
  return (
    <AdminPage
      title="Creator applications"
      description="Creators who applied at /creator-signup. Approve, then add them as a star; they onboard from there."
    >
      <CreatorApplicationsList />
    </AdminPage>
  );
}
