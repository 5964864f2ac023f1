import { routes, ErrorText, type GigInput } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { call, actingFor } from '../../../lib/api-client';

/** `query` is '?streamerId=…' when a moderator acts for a streamer. */
export const addGig = (input: GigInput, query: string) =>
  call(routes.streamerGigs.addGig, { body: input, query: actingFor(query) });

export const updateGig = (gigId: string, input: Partial<GigInput>, query: string) =>
  call(routes.streamerGigs.updateGig, { params: { id: gigId }, body: input, query: actingFor(query) });

export const useAddGig = (query: string) =>
  useMutation({
    mutationFn: (input: GigInput) => addGig(input, query),
    meta: { errorFallback: ErrorText.failedToAddGig },
  });

export const useUpdateGig = (query: string) =>
  useMutation({
    mutationFn: ({ gigId, input }: { gigId: string; input: Partial<GigInput> }) =>
      updateGig(gigId, input, query),
    meta: { errorFallback: ErrorText.failedToUpdateGig },
  });
