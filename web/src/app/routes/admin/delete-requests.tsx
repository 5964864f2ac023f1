import { Container, Stack } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';
import { DeletionRequestsTable } from '../../../features/deletion-requests/components/deletion-requests-table';

/** /admin/delete-requests */
export default function DeleteRequestsPage() {
  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <PageTitle
          title="Account deletion requests"
          description="Users who asked to delete their account. Approving removes their personal data for good."
        />
        <DeletionRequestsTable />
      </Stack>
    </Container>
  );
}
