import { routes } from '@lobby/contracts';
import { AdminPage } from '../../../components/admin/admin-page';
import { ConfigurationsTable } from '../../../features/admin-configurations/components/configurations-table';
import { PlatformFeesCard } from '../../../features/admin-configurations/components/platform-fees-card';
import { SitePasswordAdminCard } from '../../../features/site-access/components/site-password-admin-card';
import { useMayCall } from '../../../hooks/use-may-call';

/**
 * /admin/configurations: the website password (for staff who may set it), every configuration key, and the fees
 * agreed with stars.
 */
export default function ConfigurationsPage() {
  const maySetPassword = useMayCall(routes.siteAccess.setPassword);
  return (
    <AdminPage title="Configurations" description="Settings that apply to the whole website." size="xl">
      {maySetPassword && <SitePasswordAdminCard />}
      <ConfigurationsTable />
      <PlatformFeesCard />
    </AdminPage>
  );
}
