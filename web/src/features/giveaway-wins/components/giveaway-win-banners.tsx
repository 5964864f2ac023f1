import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useRealtimeEvent } from '../../../lib/realtime';
import { formatLongDay } from '../../../lib/viewer-time';
import { giveawayWinsQueryOptions, useGiveawayWins } from '../api/get-giveaway-wins';

/**
 * A banner per giveaway the signed-in fan won lately (the page a winner's notification leads to), saying what
 * they won and what happens next. The wins come from the server for the caller's own account; a new
 * notification reads them again, so a win drawn while the page is open shows up too.
 */
export function GiveawayWinBanners({ email }: { email: string | null }) {
  const queryClient = useQueryClient();
  const wins = useGiveawayWins();
  useRealtimeEvent('newNotification', () => {
    void queryClient.invalidateQueries({ queryKey: giveawayWinsQueryOptions().queryKey });
  });
  if (!wins.data?.length) return null;

  return (
    <Stack gap="md">
      {wins.data.map((win) => (
        // No Alert title: its aria-labelledby would name every banner alike; the label names the giveaway.
        <Alert
          key={win._id}
          role="region"
          aria-label={`You won this giveaway: ${win.title}`}
          color="violet"
          variant="light"
          radius="lg"
          icon={<IconTrophy />}
        >
          <Stack gap={6}>
            <Text fw={700}>You won this giveaway</Text>
            <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {win.title}
            </Text>
            <Text size="sm">Drawn on {formatLongDay(win.drawnAt)}.</Text>
            {email ? (
              <Text size="sm">
                What happens next: our team will email you at <b>{email}</b> soon to arrange your prize. There
                is nothing you need to do until then; keep an eye on your inbox (and its spam folder).
              </Text>
            ) : (
              <Text size="sm">
                What happens next: our team arranges your prize by email, and your account has no email
                address yet. Add one under Account below so they can reach you.
              </Text>
            )}
            <Text size="sm">
              Questions about your prize?{' '}
              <Anchor component={Link} to="/contact-us" underline="always" c="inherit" fw={600}>
                Contact us
              </Anchor>
            </Text>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
