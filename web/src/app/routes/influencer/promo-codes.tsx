import { FALLBACK_CURRENCY, type PromoCodeDto } from '@lobby/contracts';
import { Alert, Button, Container, Group, Stack } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title';
import { TextLink } from '../../../components/text-link';
import { PromoCodeModal } from '../../../features/streamer-promo-codes/components/promo-code-modal';
import { PromoCodesList } from '../../../features/streamer-promo-codes/components/promo-codes-list';
import { useActingStreamer } from '../../../hooks/use-acting-streamer';
import { usePageTitle } from '../../../lib/use-page-title';

/** /influencer/promo-codes: the streamer's promo codes, a form to create or edit one, and a switch per code. */
export default function StreamerPromoCodesPage() {
  const { starId, query, currency } = useActingStreamer();
  usePageTitle('Promo codes');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PromoCodeDto | null>(null);

  if (!starId) {
    return (
      <Container size="sm" py="xl">
        <Alert color="violet" variant="light" icon={<IconInfoCircle />} title="Choose a streamer">
          Switch to moderator mode from your profile menu to manage a streamer&apos;s promo codes, or go back
          to <TextLink to="/profile">your profile</TextLink>.
        </Alert>
      </Container>
    );
  }

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <PageTitle
            title="Promo codes"
            description="Discounts fans enter at checkout. Turn a code off to pause it; it keeps its uses."
          />
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            New code
          </Button>
        </Group>
        <PromoCodesList
          starId={starId}
          query={query}
          onCreate={() => setCreating(true)}
          onEdit={setEditing}
        />
      </Stack>
      <PromoCodeModal
        opened={creating || editing !== null}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
        editing={editing}
        starId={starId}
        query={query}
        currency={currency ?? FALLBACK_CURRENCY}
      />
    </Container>
  );
}
