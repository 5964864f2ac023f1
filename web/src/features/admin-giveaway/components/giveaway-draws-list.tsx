import type { GiveawayDrawDto } from '@lobby/contracts';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminList } from '../../../components/admin/admin-list';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useGiveawayDraws, verifyGiveaway } from '../api/giveaways';
import { DrawSummary } from './draw-summary';

/** Past draws, newest first, 10 a page; each can be re-run with its seed to check the winners. */
export function GiveawayDrawsList() {
  const [page, setPage] = useState(1);
  const draws = useGiveawayDraws(page);
  const [verified, setVerified] = useState<Record<string, boolean>>({});
  const [verifying, setVerifying] = useState<string | null>(null);

  async function verify(draw: GiveawayDrawDto) {
    setVerifying(draw._id);
    try {
      const { matches } = await verifyGiveaway(draw._id);
      setVerified((all) => ({ ...all, [draw._id]: matches }));
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : 'Error verifying the draw');
    } finally {
      setVerifying(null);
    }
  }

  return (
    <AdminList
      query={draws}
      paging={{ page, onChange: setPage, noun: 'draws' }}
      empty={{
        icon: <IconGift size={28} />,
        title: 'No draws yet',
        description: 'Draws you make are kept here.',
      }}
    >
      {(rows) => (
        <Stack gap="sm">
          {rows.map((draw) => (
            <Paper key={draw._id} withBorder radius="lg" p="md">
              <Group justify="space-between" align="flex-start" mb="xs" gap="xs">
                <Text fw={600}>{draw.title}</Text>
                <Group gap="xs">
                  {verified[draw._id] !== undefined && (
                    <Badge color={verified[draw._id] ? 'teal' : 'red'} variant="light">
                      {verified[draw._id] ? 'Same winners' : 'Differs today'}
                    </Badge>
                  )}
                  <Button
                    size="xs"
                    variant="light"
                    loading={verifying === draw._id}
                    onClick={() => verify(draw)}
                    aria-label={`Verify ${draw.title}`}
                  >
                    Verify
                  </Button>
                </Group>
              </Group>
              <DrawSummary draw={draw} />
            </Paper>
          ))}
        </Stack>
      )}
    </AdminList>
  );
}
