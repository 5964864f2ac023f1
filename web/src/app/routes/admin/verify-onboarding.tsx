import { Anchor } from '@mantine/core';
import { routes } from '@lobby/contracts';
import { Link } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page';
import { OnboardingSubmissions } from '../../../features/admin-onboarding/components/onboarding-submissions';
import { useMayCall } from '../../../hooks/use-may-call';

/** /admin/verify-onboarding-details */
export default function VerifyOnboardingPage() {
  const canWrite = useMayCall(routes.adminOnboarding.verify);
  return (
    <AdminPage
      title="Onboarding verification"
      description="Streamers' onboarding and bank details. Check the documents, then verify one or several at once."
      action={
        <Anchor component={Link} to="/admin/streamer-agreement" size="sm">
          Signed agreements →
        </Anchor>
      }
    >
      <OnboardingSubmissions canWrite={canWrite} />
    </AdminPage>
  );
}
