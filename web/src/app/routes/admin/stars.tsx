import { AdminAddButton, AdminPage } from '../../../components/admin/admin-page';
import { StarsTable } from '../../../features/admin-stars/components/stars-table';
import { useCanWriteStars } from '../../../features/admin-stars/hooks/use-can-write-stars';

/** /admin/influencer */
export default function AdminStarsPage() {
  const canWrite = useCanWriteStars();
  return (
    <AdminPage
      title="Stars"
      description="Every streamer on Lobby: their onboarding, whether they are live, and whom the landing page features."
      action={canWrite ? <AdminAddButton to="/admin/add-influencer/">Add star</AdminAddButton> : undefined}
    >
      <StarsTable canWrite={canWrite} />
    </AdminPage>
  );
}
