import { AdminPage } from '../../../components/admin/admin-page';
import { AuditLogList } from '../../../features/admin-audit/components/audit-log-list';

/** /admin/audit-log (issue 17 item 8) */
export default function AuditLogPage() {
  return (
    <AdminPage
      title="Audit log"
      description="Every change staff made: who, what, to which record, when, and the fields before and after."
    >
      <AuditLogList />
    </AdminPage>
  );
}
