import { routes } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Reads a YouTube or Twitch link's title and thumbnail (spec §7 fetch-video-details). */
export const getVideoDetails = (embedLink: string) =>
  call(routes.streamTools.videoDetails, { body: { embedLink } });

/** Silent: the stream-link field shows the server's text itself. */
export const useVideoDetails = () => useMutation({ mutationFn: getVideoDetails, meta: { silent: true } });
