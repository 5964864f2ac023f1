import type { GigDto } from '@lobby/contracts';
import { Alert, Button, Container, Group, Stack } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title';
import { TextLink } from '../../../components/text-link';
import { GigEditorModal } from '../../../features/gig-editor/components/gig-editor-modal';
import { streamerGigsKey } from '../../../features/streamer-gigs/api/get-streamer-gigs';
import { StreamerGigs } from '../../../features/streamer-gigs/components/streamer-gigs';
import { useActingStreamer } from '../../../hooks/use-acting-streamer';
import { usePageTitle } from '../../../lib/use-page-title';

/** /influencer/products: the streamer's active and inactive gigs, and the gig form to add or edit one. */
export default function StreamerProductsPage() {
  const { starId, query, creatorName, currency } = useActingStreamer();
  usePageTitle(query ? 'Gigs' : 'Your gigs');
  const queryClient = useQueryClient();
  const [editorOpened, setEditorOpened] = useState(false);
  // Kept after closing, so the dialog keeps its title while it fades out.
  const [editing, setEditing] = useState<GigDto | null>(null);

  const openEditor = (gig: GigDto | null) => {
    setEditing(gig);
    setEditorOpened(true);
  };

  if (!starId) {
    return (
      <Container size="sm" py="xl">
        <Alert color="violet" variant="light" icon={<IconInfoCircle />} title="Choose a streamer">
          Switch to moderator mode from your profile menu to manage a streamer&apos;s gigs, or go back to{' '}
          <TextLink to="/profile">your profile</TextLink>.
        </Alert>
      </Container>
    );
  }

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <PageTitle
            title={query ? 'Gigs' : 'Your gigs'}
            description="Play sessions fans can book. Archive a gig to pause it without losing it."
          />
          <Button leftSection={<IconPlus size={16} />} onClick={() => openEditor(null)}>
            Add gig
          </Button>
        </Group>
        <StreamerGigs starId={starId} query={query} onAdd={() => openEditor(null)} onEdit={openEditor} />
      </Stack>
      <GigEditorModal
        opened={editorOpened}
        gig={editing}
        query={query}
        creatorName={creatorName}
        currency={currency}
        onClose={() => setEditorOpened(false)}
        onSaved={() => {
          setEditorOpened(false);
          void queryClient.invalidateQueries({ queryKey: streamerGigsKey(starId) });
        }}
      />
    </Container>
  );
}
