import { routes } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { call, actingFor } from '../../../lib/api-client';

/** A one-time code (10 minutes) that signs an OBS dock in as the streamer; `query` is '?streamerId=…' for a moderator. */
export const createObsCode = (query: string) => call(routes.streamTools.obsCode, { query: actingFor(query) });

export const useCreateObsCode = (query: string) => useMutation({ mutationFn: () => createObsCode(query) });
