import type { StarSummary } from '@lobby/contracts';
import { Avatar, Box } from '@mantine/core';
import { avatarImageProps } from '../../lib/image-sizes';
import classes from './catalog.module.css';

interface StarAvatarProps {
  star: Pick<StarSummary, 'fullName' | 'images' | 'isLive'>;
  size: number;
  /** The ring's and the picture's dark edge's width, in pixels. */
  ring: { padding: number; border: number };
  /** The live ring glows on cards; a star's own page keeps it still. */
  pulse?: boolean;
  /** At the top of the page (a star's own page): loaded at once rather than lazily. */
  priority?: boolean;
}

/** A star's picture (or initials) in a violet-to-pink ring, red while they are live. */
export function StarAvatar({ star, size, ring, pulse = true, priority = false }: StarAvatarProps) {
  const live = star.isLive ? `${classes.liveRing} ${pulse ? classes.pulse : ''}` : '';
  return (
    <Box className={`${classes.starAvatarRing} ${live}`} p={ring.padding}>
      <Avatar
        src={star.images.url}
        imageProps={avatarImageProps(star.images.url, size, { priority })}
        name={star.fullName}
        color="initials"
        size={size}
        radius={999}
        style={{ border: `${ring.border}px solid var(--mantine-color-dark-6)` }}
      />
    </Box>
  );
}
