import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page';
import { StreamerAgreements } from '../../../features/admin-onboarding/components/streamer-agreements';

/** /admin/streamer-agreement */
export default function StreamerAgreementsPage() {
  return (
    <AdminPage
      title="Streamer agreements"
      description="Who signed the streamer agreement and when, with the signed document."
      action={
        <Anchor component={Link} to="/admin/verify-onboarding-details" size="sm">
          Onboarding verification →
        </Anchor>
      }
    >
      <StreamerAgreements />
    </AdminPage>
  );
}
