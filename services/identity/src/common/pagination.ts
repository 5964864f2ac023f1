import { PageSizes, type Page, type PageRequest } from '@lobby/contracts';

const MAX_LIMIT = 100;

/** Page 1 and the admin page size unless the client asked for a sensible other. */
export function cleanPageRequest(input: Partial<PageRequest>): PageRequest {
  const page = positiveInt(input.page) ?? 1;
  const limit = Math.min(positiveInt(input.limit) ?? PageSizes.admin, MAX_LIMIT);
  return { page, limit };
}

export function pageOffset({ page, limit }: PageRequest): number {
  return (page - 1) * limit;
}

export function toPage<T>(data: T[], total: number, { page, limit }: PageRequest): Page<T> {
  return { data, page, limit, total, totalPages: Math.ceil(total / limit) };
}

function positiveInt(value: unknown): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : undefined;
}
