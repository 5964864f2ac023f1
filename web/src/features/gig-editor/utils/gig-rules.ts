import {
  CatalogText,
  defaultGigDescription,
  defaultGigTitle,
  ValidationText,
  type GigDto,
  type GigInput,
} from '@lobby/contracts';
import {
  GigBounds,
  PRICE_COMPLETE,
  sessionTextRules,
  toRequirementRows,
  toRequirements,
  uniqueTags,
  type RequirementRow,
} from '../../../components/gig-fields/gig-field-rules';

export interface GigFormValues {
  gameId: string | null;
  gameModeId: string | null;
  platformId: string | null;
  price: string;
  title: string;
  description: string;
  tags: string[];
  requirements: RequirementRow[];
  /** The stored path of the uploaded, cropped thumbnail. */
  thumbnail: string | null;
}

/** Form rules with the server's texts (spec §5); each returns the error or null. */
export const gigRules = {
  gameId: (value: string | null) => (value ? null : ValidationText.noGameSelected),
  price: (value: string) =>
    PRICE_COMPLETE.test(value) && Number(value) > 0 && Number(value) <= GigBounds.maxPrice
      ? null
      : CatalogText.invalidPrice,
  ...sessionTextRules,
};

/** The order a refused form names its first problem in, top of the form first. */
export const ruleOrder = ['gameId', 'price', 'title', 'description', 'requirements'] as const;

export function initialGigValues(gig: GigDto | null): GigFormValues {
  if (!gig) {
    return {
      gameId: null,
      gameModeId: null,
      platformId: null,
      price: '',
      title: '',
      description: '',
      tags: [],
      requirements: [],
      thumbnail: null,
    };
  }
  return {
    gameId: gig._game_id._id,
    gameModeId: gig._game_mode_id?._id ?? null,
    platformId: gig._platform_playing_on_id?._id ?? null,
    price: String(gig.price),
    title: gig.product_title,
    description: gig.product_desc,
    tags: gig.session_tags,
    requirements: toRequirementRows(gig.requirements),
    thumbnail: gig.product_cover_img ?? gig.images.url,
  };
}

interface DefaultsContext {
  gameName: string | null;
  creatorName: string | null;
}

/** The spec's defaults for an empty title or description, or null when a name they need is unknown here. */
export function gigDefaults({ gameName, creatorName }: DefaultsContext) {
  return {
    title: gameName && creatorName ? defaultGigTitle(gameName, creatorName) : null,
    description: gameName ? defaultGigDescription(gameName) : null,
  };
}

/**
 * What the server is sent. Empty title and description take the spec's defaults; when a name is unknown here
 * they go empty and the server fills the same default in. Tags are trimmed and deduplicated (TagsInput already
 * does both; a pasted list is checked again here).
 */
export function toGigInput(values: GigFormValues, context: DefaultsContext): GigInput {
  const defaults = gigDefaults(context);
  return {
    gameId: values.gameId!,
    gameModeId: values.gameModeId,
    platformId: values.platformId,
    price: Number(values.price),
    gig_title: values.title.trim() || defaults.title || '',
    gig_desc: values.description.trim() || defaults.description || '',
    tags: uniqueTags(values.tags).map((name) => ({ name })),
    requirements: toRequirements(values.requirements),
    gig_thumb: values.thumbnail,
  };
}
