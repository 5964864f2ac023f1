import { Button, type ButtonProps } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { liveStarUrl } from '../../../lib/live-paths';
import { shareLink } from '../../../lib/marketing/share-link';

/** Copies the star's public live page address (spec: 'Link copied!!' or 'Failed to copy link!'). */
export function CopyLiveLinkButton({ username, ...props }: { username: string } & ButtonProps) {
  return (
    <Button
      variant="light"
      leftSection={<IconLink size={16} />}
      onClick={() => void shareLink(liveStarUrl(username))}
      {...props}
    >
      Copy public link
    </Button>
  );
}
