import { routes, type Currency, type PayoutDto } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, callDownload } from '../../../lib/api-client';
import { adminPayoutsKeys } from '../keys';

/** A change to the star's payouts: remaining, drafts and history are all read again once it is settled. */
function usePayoutChange<T, R>(streamerId: string, mutationFn: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPayoutsKeys.streamer(streamerId) }),
  });
}

/** Merges every remaining line into the star's draft payout per currency. */
export const useGeneratePayouts = (streamerId: string) =>
  usePayoutChange(streamerId, () => call(routes.adminPayouts.generate, { params: { streamerId } }));

/** Merges the chosen remaining orders into the star's draft in that currency (made when there is none). */
export const useCreatePayout = (streamerId: string) =>
  usePayoutChange(streamerId, ({ currency, orderIds }: { currency: Currency; orderIds: string[] }) =>
    call(routes.adminPayouts.create, { body: { streamerId, currency, orderIds } }),
  );

/** Adds remaining orders to a draft, or takes lines out of it (they become remaining again). */
export const useUpdatePayout = (streamerId: string) =>
  usePayoutChange(
    streamerId,
    ({ payoutId, ...body }: { payoutId: string; addOrderIds?: string[]; removeOrderIds?: string[] }) =>
      call(routes.adminPayouts.update, { params: { id: payoutId }, body }),
  );

/** Removes a draft: its lines become remaining again. */
export const useRemovePayout = (streamerId: string) =>
  usePayoutChange(streamerId, (payoutId: string) =>
    call(routes.adminPayouts.remove, { params: { id: payoutId } }),
  );

/** Marks a draft paid with the bank transfer's reference. */
export const useCompletePayout = (streamerId: string) =>
  usePayoutChange(
    streamerId,
    ({ payoutId, transferReference }: { payoutId: string; transferReference: string }) =>
      call(routes.adminPayouts.complete, { params: { id: payoutId }, body: { transferReference } }),
  );

/** The name the gateway gives the sheet too: "payout-INR-{id}.xlsx". */
export const payoutSheetFileName = (payout: Pick<PayoutDto, '_id' | 'currency'>) =>
  `payout-${payout.currency}-${payout._id}.xlsx`;

/** The payout's spreadsheet: every line with gross, fee, GST, TDS and net, then the totals. */
export const useDownloadPayoutSheet = () =>
  useMutation({
    mutationFn: (payout: PayoutDto) =>
      callDownload(routes.adminPayouts.sheet, payoutSheetFileName(payout), { params: { id: payout._id } }),
  });
