import { Anchor } from '@mantine/core';
import { mayCallStaffRoute, routes } from '@lobby/contracts';
import { Link } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page';
import { OnboardingSubmissions } from '../../../features/admin-onboarding/components/onboarding-submissions';
import { useCurrentUserFromStore } from '../../../stores/auth-store';

/** /admin/verify-onboarding-details */
export default function VerifyOnboardingPage() {
  const user = useCurrentUserFromStore();
  const canWrite =
    user !== null && mayCallStaffRoute(user.role, user.permissions, routes.adminOnboarding.verify);
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
