import { AdminPage } from '../../../components/admin/admin-page';
import { LegalEditor } from '../../../features/admin-legal/components/legal-editor';
import { LegalNav } from '../../../features/admin-legal/components/legal-nav';

/** /admin/privacy-policy */
export default function AdminPrivacyPolicyPage() {
  return (
    <AdminPage
      title="Privacy policy"
      description="Each publish is a new version shown at /privacy-policy; earlier versions stay readable here."
      size="md"
      nav={<LegalNav />}
    >
      <LegalEditor type="mainPrivacyPolicy" title="Privacy policy" />
    </AdminPage>
  );
}
