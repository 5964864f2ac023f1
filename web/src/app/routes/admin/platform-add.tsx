import { Container, Paper, Stack } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { CatalogNav } from '../../../features/admin-catalog/components/catalog-nav';
import { PlatformForm } from '../../../features/admin-catalog/components/platform-form';
import { usePageTitle } from '../../../lib/use-page-title';

/** /admin/platforms/add */
export default function AdminPlatformAddPage() {
  usePageTitle('Add a platform');
  const navigate = useNavigate();
  const toList = () => navigate('/admin/platforms');
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <CatalogNav />
        <PageTitle title="Add a platform" description="A console, PC or phone system games are played on." />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <PlatformForm platform={null} onCancel={toList} onSaved={toList} />
        </Paper>
      </Stack>
    </Container>
  );
}
