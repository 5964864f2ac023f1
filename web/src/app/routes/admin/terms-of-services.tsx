import { AdminPage } from '../../../components/admin/admin-page';
import { LegalEditor } from '../../../features/admin-legal/components/legal-editor';
import { LegalNav } from '../../../features/admin-legal/components/legal-nav';

/** /admin/terms-of-services */
export default function AdminTermsOfServicesPage() {
  return (
    <AdminPage
      title="Terms of service"
      description="Each publish is a new version shown at /terms-of-service; earlier versions stay readable here."
      size="md"
      nav={<LegalNav />}
    >
      <LegalEditor type="mainTermsAndConditions" title="Terms of service" />
    </AdminPage>
  );
}
