import type { GigDto } from '@lobby/contracts';
import { Button, Container, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { PageTitle } from '../../../components/page-title';
import { ChooseStreamerNotice } from '../../../components/choose-streamer-notice';
import { GigEditorModal } from '../../../features/gig-editor/components/gig-editor-modal';
import { StreamerGigs } from '../../../features/streamer-gigs/components/streamer-gigs';
import { useActingStreamer } from '../../../hooks/use-acting-streamer';
import { useEditorDialog } from '../../../hooks/use-editor-dialog';
import { usePageTitle } from '../../../lib/use-page-title';
import { streamerGigsKeys } from '../../../lib/keys';

/** /influencer/products: the streamer's active and inactive gigs, and the gig form to add or edit one. */
export default function StreamerProductsPage() {
  const { starId, query, creatorName, currency } = useActingStreamer();
  usePageTitle(query ? 'Gigs' : 'Your gigs');
  const queryClient = useQueryClient();
  const editor = useEditorDialog<GigDto>();

  if (!starId) return <ChooseStreamerNotice manages="gigs" />;

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <PageTitle
            title={query ? 'Gigs' : 'Your gigs'}
            description="Play sessions fans can book. Archive a gig to pause it without losing it."
          />
          <Button leftSection={<IconPlus size={16} />} onClick={() => editor.open(null)}>
            Add gig
          </Button>
        </Group>
        <StreamerGigs starId={starId} query={query} onAdd={() => editor.open(null)} onEdit={editor.open} />
      </Stack>
      <GigEditorModal
        opened={editor.opened}
        gig={editor.editing}
        query={query}
        creatorName={creatorName}
        currency={currency}
        onClose={editor.close}
        onSaved={() => {
          editor.close();
          void queryClient.invalidateQueries({ queryKey: streamerGigsKeys.star(starId) });
        }}
      />
    </Container>
  );
}
