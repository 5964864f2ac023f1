import { PageSizes, type OrderStatus, type SlotDto } from '@lobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

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

/** A user row as the gateway sends it; older and newer field names are both read. */
interface RawSlotUser {
  orderId?: string;
  order_id?: string;
  userId?: string;
  _user_id?: string;
  username?: string | null;
  gamerTags?: (string | { gamerTag: string })[];
  numberOfPlayers?: number;
  status: OrderStatus;
}

interface RawSlotPage {
  slot: SlotDto;
  users: RawSlotUser[];
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
    queryKey: ['slot-page', slotId, page],
    queryFn: async ({ signal }): Promise<SlotFansPage> => {
      const params = new URLSearchParams(query);
      params.set('page', String(page));
      params.set('limit', String(PageSizes.slotUsers));
      const raw = await api.get<RawSlotPage>(
        `/api/get/slot/${encodeURIComponent(slotId)}?${params.toString()}`,
        {
          signal,
        },
      );
      return { ...raw, users: raw.users.map(toFan) };
    },
    placeholderData: keepPreviousData,
  });

export const useSlotPage = (slotId: string | null, page: number, query: string) =>
  useQuery({ ...slotPageQueryOptions(slotId ?? '', page, query), enabled: slotId !== null });
