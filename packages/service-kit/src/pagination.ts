import type { Page, PageRequest } from '@lobby/contracts';

/** The most rows any list answers in one page (the gateway's page query refuses more). */
export const MAX_PAGE_LIMIT = 100;

/**
 * The one clamping rule of every paginated list (spec §3 "Paginated lists"): page 1 unless a whole
 * number from 1 was asked for, and the list's own page size unless a whole number from 1 was asked
 * for, never more than `maxLimit`.
 */
export function cleanPageRequest(
  input: { page?: unknown; limit?: unknown },
  defaultLimit: number,
  maxLimit: number = MAX_PAGE_LIMIT,
): PageRequest {
  return { page: positiveInt(input.page) ?? 1, limit: cleanLimit(input.limit, defaultLimit, maxLimit) };
}

/** A row count asked for (`limit`) under the same rule, for lists that are not paged. */
export function cleanLimit(value: unknown, defaultLimit: number, maxLimit: number = MAX_PAGE_LIMIT): number {
  return Math.min(positiveInt(value) ?? defaultLimit, maxLimit);
}

/** Rows to skip before the requested page. */
export function pageOffset({ page, limit }: PageRequest): number {
  return (page - 1) * limit;
}

export function pageCount(total: number, limit: number): number {
  return Math.ceil(total / limit);
}

export function toPage<T>(data: T[], total: number, { page, limit }: PageRequest): Page<T> {
  return { data, page, limit, total, totalPages: pageCount(total, limit) };
}

export function emptyPage<T>(request: PageRequest): Page<T> {
  return toPage<T>([], 0, request);
}

/** A whole number from 1, or undefined for anything else (strings of digits included). */
export function positiveInt(value: unknown): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : undefined;
}
