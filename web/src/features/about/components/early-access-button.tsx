import { EARLY_ACCESS_COUNTDOWN_S, EARLY_ACCESS_MIN_PAGE_HEIGHT } from '@lobby/contracts';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { formatCountdown, useCountdown, usePageTallerThan } from '../hooks/use-early-access-countdown';
import { EarlyAccessModal } from './early-access-modal';

/**
 * 'Get Early Access' and its form. For visitors (spec §2), once the page is taller than 630 px when they scroll,
 * a 120 s countdown runs beside the button for the priority review of this visit's request; at zero the line
 * says the window has closed and the button stays (requests are still taken).
 */
export function EarlyAccessButton({
  size = 'lg',
  withCountdown = true,
}: {
  size?: 'md' | 'lg';
  /** Only one button of a page shows the countdown. */
  withCountdown?: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const visitor = useCurrentUserFromStore() === null && withCountdown;
  const tall = usePageTallerThan(EARLY_ACCESS_MIN_PAGE_HEIGHT);
  const left = useCountdown(EARLY_ACCESS_COUNTDOWN_S, visitor && tall);

  return (
    <Stack gap={6} align="flex-start">
      <Group gap="sm" wrap="wrap">
        <Button size={size} radius="xl" onClick={() => setOpened(true)}>
          Get Early Access
        </Button>
        {visitor && left !== null && left > 0 && (
          <Badge
            size="lg"
            variant="light"
            color="yellow"
            leftSection={<IconClock size={14} />}
            role="timer"
            aria-label={`Priority review ends in ${formatCountdown(left)}`}
          >
            {formatCountdown(left)}
          </Badge>
        )}
      </Group>
      {visitor && left !== null && (
        <Text size="sm" c={left > 0 ? 'yellow.3' : 'dimmed'} data-testid="early-access-offer">
          {left > 0
            ? 'Request early access before the timer ends and we review it first.'
            : 'The priority window has closed. You can still request early access: we read every request.'}
        </Text>
      )}
      <EarlyAccessModal opened={opened} onClose={() => setOpened(false)} />
    </Stack>
  );
}
