import type { PromoVerification } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

interface PromoRequest {
  code: string;
  gigId: string;
  numberOfPlayers: number;
}

/** What a code takes off this gig for this many players; refused codes answer the server's reason. */
export const promoVerificationQueryOptions = ({ code, gigId, numberOfPlayers }: PromoRequest) =>
  queryOptions({
    queryKey: ['promo-verification', gigId, code, numberOfPlayers],
    queryFn: ({ signal }) =>
      api.get<PromoVerification>(
        `/api/verify-promo-code?${new URLSearchParams({ code, gigId, numberOfPlayers: String(numberOfPlayers) })}`,
        { signal },
      ),
    retry: false,
  });

/** Verifies the applied code (null: none applied); a new number of players verifies it again. */
export const usePromoVerification = (request: Omit<PromoRequest, 'code'> & { code: string | null }) =>
  useQuery({
    ...promoVerificationQueryOptions({ ...request, code: request.code ?? '' }),
    enabled: request.code !== null,
  });
