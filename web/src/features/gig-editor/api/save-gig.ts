import { ErrorText, type GigDto, type GigInput } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type SavedGig = { message: string; gig: GigDto };

/** `query` is '?streamerId=…' when a moderator acts for a streamer. */
export const addGig = (input: GigInput, query: string) =>
  api.post<SavedGig>(`/api/influencer/add/product${query}`, input);

export const updateGig = (gigId: string, input: Partial<GigInput>, query: string) =>
  api.post<SavedGig>(`/api/influencer/update/product/${encodeURIComponent(gigId)}${query}`, input);

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
