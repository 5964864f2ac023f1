import { Type } from 'class-transformer';
import { IsIn, IsOptional, ValidateIf } from 'class-validator';
import {
  AnalyticsWindowsDays,
  type AnalyticsWindow,
  ViewedPageKinds,
  type ViewedPageKind,
} from '@lobby/contracts';
import { TimeZoneQuery } from '../http/time-zone-query';
import { CatalogFieldText, IsCatalogId } from './catalog-fields';

/** `POST /api/track/view {itemId, influencerId, type}`: a star, gig or live page's view (a live page names its star). */
export class TrackViewDto {
  @IsCatalogId(CatalogFieldText.itemId)
  itemId!: string;

  @ValidateIf((_body, value) => value !== undefined && value !== null && value !== '')
  @IsCatalogId(CatalogFieldText.starId)
  influencerId?: string | null;

  @IsIn(ViewedPageKinds, { message: `The type must be one of: ${ViewedPageKinds.join(', ')}` })
  type!: ViewedPageKind;
}

/** `?days=` of full-analytics: one of the windows, 30 when left out; `?tz=` the zone its days are counted in. */
export class FullAnalyticsQuery extends TimeZoneQuery {
  @IsOptional()
  @Type(() => Number)
  @IsIn(AnalyticsWindowsDays, { message: `days must be one of: ${AnalyticsWindowsDays.join(', ')}` })
  days?: AnalyticsWindow;
}
