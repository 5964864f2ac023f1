import { Anchor, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page';
import { usePayoutStar } from '../../../features/admin-payouts/api/get-payouts';
import { StarPayouts } from '../../../features/admin-payouts/components/star-payouts';

/** /admin/payout/influencer/{id} */
export default function StarPayoutsPage() {
  const { id = '' } = useParams();
  const star = usePayoutStar(id);
  const name = star.data ? star.data.fullName || `@${star.data.username}` : 'the star';
  const who = star.data ? `${star.data.fullName} (@${star.data.username})` : 'this star';
  return (
    <AdminPage
      title="Star payouts"
      description={`Pay ${who} for played orders: fee, GST on the fee and TDS are deducted from each sale.`}
      action={
        <Anchor
          component={Link}
          to={`/admin/validations/influencer-game-playing-validations/${id}`}
          size="sm"
        >
          <Group gap={4} component="span">
            Game-played validations <IconArrowRight size={14} />
          </Group>
        </Anchor>
      }
    >
      <StarPayouts key={id} streamerId={id} starName={name} />
    </AdminPage>
  );
}
