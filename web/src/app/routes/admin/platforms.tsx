import { Button, Container, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { CatalogNav } from '../../../features/admin-catalog/components/catalog-nav';
import { PlatformsList } from '../../../features/admin-catalog/components/platforms-list';
import { usePageTitle } from '../../../lib/use-page-title';

/** /admin/platforms */
export default function AdminPlatformsPage() {
  usePageTitle('Platforms');
  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <CatalogNav />
        <Group justify="space-between" align="flex-end" gap="md">
          <PageTitle
            title="Platforms"
            description="Where games are played. Games pick theirs from this list."
          />
          <Button component={Link} to="/admin/platforms/add" leftSection={<IconPlus size={16} />}>
            Add platform
          </Button>
        </Group>
        <PlatformsList />
      </Stack>
    </Container>
  );
}
