import { AdminPage } from '../../../components/admin/admin-page';
import { AdminDashboard } from '../../../features/admin-dashboard/components/admin-dashboard';

/** /admin/dashboard */
export default function AdminDashboardPage() {
  return (
    <AdminPage title="Dashboard" description="Sales, people and what waits for the team, at a glance.">
      <AdminDashboard />
    </AdminPage>
  );
}
