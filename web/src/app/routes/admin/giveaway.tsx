import { routes } from '@lobby/contracts';
import { Stack, Title } from '@mantine/core';
import { AdminPage } from '../../../components/admin/admin-page';
import { GiveawayDrawForm } from '../../../features/admin-giveaway/components/giveaway-draw-form';
import { GiveawayDrawsList } from '../../../features/admin-giveaway/components/giveaway-draws-list';
import { useMayCall } from '../../../hooks/use-may-call';

/** /admin/noobrd-giveaway */
export default function GiveawayPage() {
  const canDraw = useMayCall(routes.adminTools.drawGiveaway);
  return (
    <AdminPage
      title="Giveaway"
      description="Draw winners among fans who booked, with a recorded seed anyone can re-run. Winners are told in-app and by mail."
      size="md"
    >
      {canDraw && <GiveawayDrawForm />}
      <Stack gap="sm">
        <Title order={2} size="h4">
          Past draws
        </Title>
        <GiveawayDrawsList />
      </Stack>
    </AdminPage>
  );
}
