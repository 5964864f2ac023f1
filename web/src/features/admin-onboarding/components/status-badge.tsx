import type { OnboardingStatus } from '@lobby/contracts';
import { Badge } from '@mantine/core';

export function StatusBadge({ status }: { status: OnboardingStatus }) {
  return (
    <Badge color={status === 'verified' ? 'teal' : 'yellow'} variant="light" miw="max-content">
      {status === 'verified' ? 'Verified' : 'Submitted'}
    </Badge>
  );
}
