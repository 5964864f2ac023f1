import { Anchor, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page';
import { useStar } from '../../../features/admin-validations/api/get-star';
import { PlayValidationsTable } from '../../../features/admin-validations/components/play-validations-table';

/** /admin/validations/influencer-game-playing-validations/{influencerId} */
export default function PlayValidationsPage() {
  const { influencerId = '' } = useParams();
  const star = useStar(influencerId);
  const who = star.data ? `${star.data.fullName} (@${star.data.username})` : 'this star';
  return (
    <AdminPage
      title="Game-played validations"
      description={`Mark ${who}'s paid orders played or not played. Only played orders can be paid out.`}
      action={
        <Group gap="md">
          <Anchor component={Link} to={`/admin/payout/influencer/${influencerId}`} size="sm">
            <Group gap={4} component="span">
              Payouts <IconArrowRight size={14} />
            </Group>
          </Anchor>
        </Group>
      }
    >
      <PlayValidationsTable key={influencerId} streamerId={influencerId} />
    </AdminPage>
  );
}
