import { AdminPage } from '../../../components/admin/admin-page';
import { ContactSubmissionsList } from '../../../features/admin-submissions/components/submission-lists';

/** /admin/contact-us-submissions */
export default function ContactSubmissionsPage() {
  return (
    <AdminPage
      title="Contact messages"
      description="What visitors sent with the contact form. Reply by email, then mark it handled."
    >
      <ContactSubmissionsList />
    </AdminPage>
  );
}
