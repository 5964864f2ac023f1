import { Transform } from 'class-transformer';
import { IsIn, IsString, Length, ValidateIf } from 'class-validator';
import { CatalogText, ClickTypes, InputLimits, type ClickType } from '@lobby/contracts';
import { CatalogFieldText, IsCatalogId, OptionalText } from './catalog-fields';

const STAR_NAME_TEXT = CatalogText.starNameRequired;

/** `{ id }` of a gig, star or game to favourite or unfavourite. */
export class FavoriteDto {
  @IsCatalogId(CatalogFieldText.itemId)
  id!: string;
}

export class SuggestStarDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: STAR_NAME_TEXT })
  @Length(1, InputLimits.starNameMax, { message: STAR_NAME_TEXT })
  starName!: string;
}

/** Spec §7 `track/click {userId,itemId,influencerId,type}`: the body's `userId` is ignored (the caller counts). */
export class TrackClickDto {
  @IsCatalogId(CatalogFieldText.itemId)
  itemId!: string;

  @ValidateIf((_body, value) => value !== undefined && value !== null && value !== '')
  @IsCatalogId(CatalogFieldText.starId)
  influencerId?: string | null;

  @IsIn(ClickTypes, { message: `The type must be one of: ${ClickTypes.join(', ')}` })
  type!: ClickType;

  @OptionalText(InputLimits.searchTermMax, CatalogFieldText.search)
  searchTerm?: string;
}
