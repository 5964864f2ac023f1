import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { bookingKeys } from '../keys';

interface PromoRequest {
  code: string;
  gigId: string;
  numberOfPlayers: number;
}

/** What a code takes off this gig for this many players; refused codes answer the server's reason. */
export const promoVerificationQueryOptions = ({ code, gigId, numberOfPlayers }: PromoRequest) =>
  queryOptions({
    queryKey: bookingKeys.promoVerification(gigId, code, numberOfPlayers),
    queryFn: ({ signal }) =>
      call(routes.payments.verifyPromoCode, { query: { code, gigId, numberOfPlayers }, signal }),
    retry: false,
  });

/** Verifies the applied code (null: none applied); a new number of players verifies it again. */
export const usePromoVerification = (request: Omit<PromoRequest, 'code'> & { code: string | null }) =>
  useQuery({
    ...promoVerificationQueryOptions({ ...request, code: request.code ?? '' }),
    enabled: request.code !== null,
  });
