import { AdminPage } from '../../../components/admin/admin-page';
import { ConfigurationsTable } from '../../../features/admin-configurations/components/configurations-table';
import { PlatformFeesCard } from '../../../features/admin-configurations/components/platform-fees-card';
import { SitePasswordAdminCard } from '../../../features/site-access/components/site-password-admin-card';

/** /admin/configurations: site-wide settings, every configuration key, and the fees agreed with stars. */
export default function ConfigurationsPage() {
  return (
    <AdminPage title="Configurations" description="Settings that apply to the whole website." size="xl">
      <SitePasswordAdminCard />
      <ConfigurationsTable />
      <PlatformFeesCard />
    </AdminPage>
  );
}
