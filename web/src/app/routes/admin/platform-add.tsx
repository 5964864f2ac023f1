import { Paper } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page';
import { CatalogNav } from '../../../features/admin-catalog/components/catalog-nav';
import { PlatformForm } from '../../../features/admin-catalog/components/platform-form';

/** /admin/platforms/add */
export default function AdminPlatformAddPage() {
  const navigate = useNavigate();
  const toList = () => navigate('/admin/platforms');
  return (
    <AdminPage
      title="Add a platform"
      description="A console, PC or phone system games are played on."
      nav={<CatalogNav />}
      size="sm"
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <PlatformForm platform={null} onCancel={toList} onSaved={toList} />
      </Paper>
    </AdminPage>
  );
}
