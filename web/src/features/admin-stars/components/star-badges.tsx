import type { AdminStarDto } from '@lobby/contracts';
import { Badge } from '@mantine/core';

export function LiveBadge({ isLive }: { isLive: boolean }) {
  return isLive ? (
    <Badge color="red" variant="filled" miw="max-content">
      Live
    </Badge>
  ) : (
    <Badge color="gray" variant="light" miw="max-content">
      Offline
    </Badge>
  );
}

/** Where the star's onboarding stands: nothing yet, submitted (waiting for staff) or verified. */
export function OnboardingBadge({ status }: { status: AdminStarDto['onboardingStatus'] }) {
  if (status === 'verified')
    return (
      <Badge color="teal" variant="light" miw="max-content">
        Verified
      </Badge>
    );
  if (status === 'submitted')
    return (
      <Badge color="yellow" variant="light" miw="max-content">
        Submitted
      </Badge>
    );
  return (
    <Badge color="gray" variant="light" miw="max-content">
      Not submitted
    </Badge>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
export const formatDay = (iso: string) => dateFormat.format(new Date(iso));
