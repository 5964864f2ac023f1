import type { AdminStarDto } from '@lobby/contracts';
import { Badge, Switch } from '@mantine/core';
import { notify } from '../../../lib/notify';
import { useSetShowAtLanding } from '../api/stars';

/**
 * Whether the landing page's star row features the star (picked stars come first, the most popular others fill the
 * row): a switch for staff who may change it, a badge for others.
 */
export function LandingSwitch({ star, canWrite }: { star: AdminStarDto; canWrite: boolean }) {
  const setShowAtLanding = useSetShowAtLanding();
  if (!canWrite)
    return (
      <Badge color={star.showAtLanding ? 'violet' : 'gray'} variant="light">
        {star.showAtLanding ? 'Featured' : 'Not featured'}
      </Badge>
    );
  const pending = setShowAtLanding.isPending ? setShowAtLanding.variables.showAtLanding : undefined;
  return (
    <Switch
      checked={pending ?? star.showAtLanding}
      disabled={setShowAtLanding.isPending}
      aria-label={`Feature @${star.username} on the landing page`}
      onChange={(event) =>
        setShowAtLanding.mutate(
          { id: star._id, showAtLanding: event.currentTarget.checked },
          { onSuccess: ({ message }) => notify.success(message) },
        )
      }
    />
  );
}
