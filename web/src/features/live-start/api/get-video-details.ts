import type { VideoDetailsDto } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Reads a YouTube or Twitch link's title and thumbnail (spec §7 fetch-video-details). */
export const getVideoDetails = (embedLink: string) =>
  api.post<VideoDetailsDto>('/api/fetch-video-details', { embedLink });

/** Silent: the stream-link field shows the server's text itself. */
export const useVideoDetails = () => useMutation({ mutationFn: getVideoDetails, meta: { silent: true } });
