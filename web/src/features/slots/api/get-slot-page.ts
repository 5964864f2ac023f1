import { routes, PageSizes, type OrderStatus, type RawSlotUser, type SlotDto } from '@lobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, actingFor } from '../../../lib/api-client';
import { slotsKeys } from '../keys';

/** One booked fan as the page shows it. */
export interface SlotFan {
  orderId: string;
  userId: string;
  username: string | null;
  gamerTags: string[];
  numberOfPlayers: number;
  status: OrderStatus;
}

export interface SlotFansPage {
  slot: SlotDto;
  users: SlotFan[];
  totalUsers: number;
  page: number;
  totalPages: number;
}

const toFan = (user: RawSlotUser): SlotFan => ({
  orderId: user.orderId ?? user.order_id ?? '',
  userId: user.userId ?? user._user_id ?? '',
  username: user.username ?? null,
  gamerTags: (user.gamerTags ?? []).map((tag) => (typeof tag === 'string' ? tag : tag.gamerTag)),
  numberOfPlayers: user.numberOfPlayers ?? 1,
  status: user.status,
});

/** A slot and one page (of spec §9's 4) of the fans who booked it. */
export const slotPageQueryOptions = (slotId: string, page: number, query: string) =>
  queryOptions({
    queryKey: slotsKeys.slotPage(slotId, page),
    queryFn: async ({ signal }): Promise<SlotFansPage> => {
      const raw = await call(routes.slots.slot, {
        params: { id: slotId },
        query: { ...actingFor(query), page, limit: PageSizes.slotUsers },
        signal,
      });
      return { ...raw, users: raw.users.map(toFan) };
    },
    placeholderData: keepPreviousData,
  });

export const useSlotPage = (slotId: string | null, page: number, query: string) =>
  useQuery({ ...slotPageQueryOptions(slotId ?? '', page, query), enabled: slotId !== null });
