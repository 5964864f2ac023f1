import { Container, Stack } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';
import { BannersList } from '../../../features/admin-catalog/components/banners-list';
import { CatalogNav } from '../../../features/admin-catalog/components/catalog-nav';
import { usePageTitle } from '../../../lib/use-page-title';

/** /admin/banners */
export default function AdminBannersPage() {
  usePageTitle('Banners');
  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <CatalogNav />
        <BannersList
          header={
            <PageTitle
              title="Banners"
              description="The pictures that run across the top of the landing page."
            />
          }
        />
      </Stack>
    </Container>
  );
}
