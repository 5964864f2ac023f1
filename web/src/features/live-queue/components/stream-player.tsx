import type { LiveSessionDto } from '@lobby/contracts';
import { AspectRatio, Box } from '@mantine/core';
import { LiveBadge } from '../../../components/catalog/live-badge';
import { MediaImage } from '../../../components/catalog/media-image';
import { streamEmbedUrl } from '../utils/stream-embed';
import classes from './live-page.module.css';

/** The stream itself while the streamer streams (YouTube or Twitch player), else the session's thumbnail. */
export function StreamPlayer({ session }: { session: LiveSessionDto }) {
  const embed = session.isStreaming ? streamEmbedUrl(session.streamingLink) : null;
  return (
    <Box pos="relative">
      {embed ? (
        <AspectRatio ratio={16 / 9} className={classes.player}>
          <iframe
            src={embed}
            title={`${session.influencerName}'s stream`}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            style={{ border: 0 }}
          />
        </AspectRatio>
      ) : (
        <>
          <MediaImage
            src={session.defaultThumbnail ?? session.banner}
            alt={`Thumbnail of ${session.title}`}
            ratio={16 / 9}
            priority
            className={classes.player}
          />
          <LiveBadge size="lg" pos="absolute" top={12} left={12} />
        </>
      )}
    </Box>
  );
}
