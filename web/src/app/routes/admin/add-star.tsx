import { Anchor, Paper } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page';
import { AddStarForm } from '../../../features/admin-stars/components/star-form';

/** /admin/add-influencer/ */
export default function AddStarPage() {
  const navigate = useNavigate();
  return (
    <AdminPage
      title="Add a star"
      description="Register a streamer. They get an email to choose their password, then sign in and set up their gigs."
      size="sm"
      nav={
        <Anchor component={Link} to="/admin/influencer" size="sm">
          ← All stars
        </Anchor>
      }
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <AddStarForm
          onAdded={(star) => navigate(`/admin/influencer/${star._id}`)}
          onCancel={() => navigate('/admin/influencer')}
        />
      </Paper>
    </AdminPage>
  );
}
