import { Anchor, Paper } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page';
import { AddStarForm } from '../../../features/admin-stars/components/star-form';

/** /admin/add-influencer/, filled in from `?fullName&email&country` when staff come from a creator application. */
export default function AddStarPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const prefill = Object.fromEntries(
    (['fullName', 'email', 'country'] as const).flatMap((field) => {
      const value = params.get(field)?.trim();
      return value ? [[field, value]] : [];
    }),
  );
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
          prefill={prefill}
          onAdded={(star) => navigate(`/admin/influencer/${star._id}`)}
          onCancel={() => navigate('/admin/influencer')}
        />
      </Paper>
    </AdminPage>
  );
}
