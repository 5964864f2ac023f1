import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page';
import { StarDetails } from '../../../features/admin-stars/components/star-details';
import { useCanWriteStars } from '../../../features/admin-stars/hooks/use-can-write-stars';

/** /admin/influencer/{id} */
export default function AdminStarDetailsPage() {
  const { id = '' } = useParams();
  const canWrite = useCanWriteStars();
  return (
    <AdminPage
      title="Star details"
      description="Profile, gigs, onboarding, payouts and validations of one star."
      size="md"
      nav={
        <Anchor component={Link} to="/admin/influencer" size="sm">
          ← All stars
        </Anchor>
      }
    >
      <StarDetails key={id} id={id} canWrite={canWrite} />
    </AdminPage>
  );
}
