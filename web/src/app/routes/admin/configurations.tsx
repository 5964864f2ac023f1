import { AdminPage } from '../../../components/admin/admin-page';
import { SitePasswordAdminCard } from '../../../features/site-access/components/site-password-admin-card';

/** /admin/configurations: site-wide settings. */
export default function ConfigurationsPage() {
  return (
    <AdminPage title="Configurations" description="Settings that apply to the whole website." size="md">
      <SitePasswordAdminCard />
    </AdminPage>
  );
}
