import type { Page, PageRequest } from '@lobby/contracts';

const MAX_LIMIT = 100;

/** Page 1 and the list's own page size unless the client asked for a sensible other (at most 100). */
export function cleanPageRequest(
  input: { page?: unknown; limit?: unknown },
  defaultLimit: number,
): PageRequest {
  const page = positiveInt(input.page) ?? 1;
  const limit = Math.min(positiveInt(input.limit) ?? defaultLimit, MAX_LIMIT);
  return { page, limit };
}

export function pageOffset({ page, limit }: PageRequest): number {
  return (page - 1) * limit;
}

export function toPage<T>(data: T[], total: number, { page, limit }: PageRequest): Page<T> {
  return { data, page, limit, total, totalPages: Math.ceil(total / limit) };
}

export function positiveInt(value: unknown): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : undefined;
}
