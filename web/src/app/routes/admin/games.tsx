import { Button, Container, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { CatalogNav } from '../../../features/admin-catalog/components/catalog-nav';
import { GamesList } from '../../../features/admin-catalog/components/games-list';
import { usePageTitle } from '../../../lib/use-page-title';

/** /admin/games */
export default function AdminGamesPage() {
  usePageTitle('Games');
  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <CatalogNav />
        <Group justify="space-between" align="flex-end" gap="md">
          <PageTitle
            title="Games"
            description="The games streamers offer gigs for, with their modes and platforms."
          />
          <Button component={Link} to="/admin/games/add" leftSection={<IconPlus size={16} />}>
            Add game
          </Button>
        </Group>
        <GamesList />
      </Stack>
    </Container>
  );
}
