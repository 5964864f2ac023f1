import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { PageSizes } from '@lobby/contracts';

export const MAX_PAGE_LIMIT = 100;
/** Far past any real list; keeps the offset a service computes a safe integer. */
export const MAX_PAGE = 1_000_000;

export const PAGE_TEXT = 'The page must be a whole number from 1';
export const LIMIT_TEXT = `The limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}`;

/** `?page&limit` of an admin list (spec §3 "Paginated lists"); page 1 and PageSizes.admin by default. */
export class PageQuery {
  @Type(() => Number)
  @IsInt({ message: PAGE_TEXT })
  @Min(1, { message: PAGE_TEXT })
  @Max(MAX_PAGE, { message: PAGE_TEXT })
  page: number = 1;

  @Type(() => Number)
  @IsInt({ message: LIMIT_TEXT })
  @Min(1, { message: LIMIT_TEXT })
  @Max(MAX_PAGE_LIMIT, { message: LIMIT_TEXT })
  limit: number = PageSizes.admin;
}
