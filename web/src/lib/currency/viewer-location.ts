import { routes, isCurrency, type LocationDto } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client';
import { readCachedAnswer, writeCachedAnswer } from './local-cache';
import { viewerLocationKey } from '../keys';

const STORAGE_KEY = 'lobby-location';
/** Spec §9: the location is cached for 24 hours. */
const LOCATION_CACHE_MS = 24 * 60 * 60_000;

const isLocation = (value: unknown): value is LocationDto =>
  !!value && typeof value === 'object' && isCurrency((value as Partial<LocationDto>).currency);

async function getViewerLocation(signal: AbortSignal): Promise<LocationDto> {
  const location = await call(routes.payments.location, { signal, anonymous: true });
  writeCachedAnswer(STORAGE_KEY, location);
  return location;
}

/** Where the viewer is, by their address (spec §4): decides a visitor's display currency. */
export const viewerLocationQueryOptions = () =>
  queryOptions({
    queryKey: viewerLocationKey,
    queryFn: ({ signal }) => getViewerLocation(signal),
    // Read only when the query is first created, not on every render of every price.
    initialData: () => readCachedAnswer(STORAGE_KEY, isLocation)?.value,
    initialDataUpdatedAt: () => readCachedAnswer(STORAGE_KEY, isLocation)?.savedAt,
    staleTime: LOCATION_CACHE_MS,
    meta: { keepAcrossSessions: true },
  });

export const useViewerLocation = (enabled: boolean) => useQuery({ ...viewerLocationQueryOptions(), enabled });
