import { EARLY_ACCESS_COUNTDOWN_S, EARLY_ACCESS_MIN_PAGE_HEIGHT } from '@lobby/contracts';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { formatCountdown, useCountdown, usePageTallerThan } from '../hooks/use-early-access-countdown';
import { EarlyAccessModal } from './early-access-modal';

/**
 * 'Get Early Access' and its form. For visitors (spec §2), once the page is taller than 630 px when they scroll,
 * a 120 s countdown runs beside the button: the two minutes a request takes. It promises nothing more (no request
 * is reviewed sooner for it; see docs/decisions); at zero the line says requests stay open and the button stays.
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
            aria-label={`Two-minute timer: ${formatCountdown(left)} left`}
          >
            {formatCountdown(left)}
          </Badge>
        )}
      </Group>
      {visitor && left !== null && (
        <Text size="sm" c={left > 0 ? 'yellow.3' : 'dimmed'} data-testid="early-access-offer">
          {left > 0
            ? 'A request takes under two minutes: tell us about your channel before the timer ends.'
            : 'Take your time: early access requests stay open, and we read every one.'}
        </Text>
      )}
      <EarlyAccessModal opened={opened} onClose={() => setOpened(false)} />
    </Stack>
  );
}
