import { Container, Stack } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';
import { SitePasswordAdminCard } from '../../../features/site-access/components/site-password-admin-card';

/** /admin/configurations: site-wide settings. */
export default function ConfigurationsPage() {
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <PageTitle title="Configurations" description="Settings that apply to the whole website." />
        <SitePasswordAdminCard />
      </Stack>
    </Container>
  );
}
