import {
  AddGigBody,
  type CancellationPolicyName,
  DEFAULT_CANCELLATION_POLICY,
  gigPriceBelowMinimumText,
  type Currency,
  type GigDto,
  type GigInput,
  TextLimits,
} from '@lobby/contracts';
import {
  emptySessionFields,
  sessionDefaults,
  sessionFieldsOfGig,
  sessionTextRules,
  toRequirements,
  uniqueTags,
  type SessionFieldValues,
} from '../../../components/gig-fields/gig-field-rules';
import { schemaRule } from '../../../lib/schema-rule';

/** The session fields the live form shares, plus what only a gig has: its cancellation policy. */
export type GigFormValues = SessionFieldValues & { cancellationPolicy: CancellationPolicyName };

export const DESCRIPTION_LENGTH_TEXT = `Write ${TextLimits.descriptionHintMin} to ${TextLimits.descriptionHintMax} characters, or leave it empty for the default`;

/**
 * The editor's hint for a gig's description (spec §5: 500-3000 characters), enforced on a written one; an empty
 * one takes the spec's default.
 */
const describedAtLength = (value: string) => {
  const length = value.trim().length;
  return length === 0 || (length >= TextLimits.descriptionHintMin && length <= TextLimits.descriptionHintMax)
    ? null
    : DESCRIPTION_LENGTH_TEXT;
};

/** The lowest price of the gig's currency (major units), once known. */
export interface GigPriceMinimum {
  currency: Currency;
  amount: number;
}

/** The fields of a new gig as catalog checks them (AddGigBody): the game, the price, the title. */
const gigField = {
  gameId: schemaRule(AddGigBody.shape.gameId),
  price: schemaRule(AddGigBody.shape.price),
  title: schemaRule(AddGigBody.shape.gig_title),
};

/**
 * Form rules with the server's texts (spec §5); each returns the error or null. The game, price and title are
 * catalog's schema's own; the price is then checked against the currency's minimum once it is known. A gig saved
 * before the description's length was enforced keeps its description as it is until it is changed.
 */
export const gigRulesFor = (gig: Pick<GigDto, 'product_desc'> | null, minimum: GigPriceMinimum | null) => ({
  ...sessionTextRules,
  gameId: (value: string | null) => gigField.gameId(value),
  price: (value: string) =>
    gigField.price(value.trim()) ??
    (minimum && Number(value) < minimum.amount
      ? gigPriceBelowMinimumText(minimum.currency, minimum.amount)
      : null),
  title: (value: string) => gigField.title(value),
  description: (value: string) =>
    sessionTextRules.description(value) ?? (value === gig?.product_desc ? null : describedAtLength(value)),
});

/** The order a refused form names its first problem in, top of the form first. */
export const ruleOrder = ['gameId', 'price', 'title', 'description', 'requirements'] as const;

export const initialGigValues = (gig: GigDto | null): GigFormValues =>
  gig
    ? {
        ...sessionFieldsOfGig(gig),
        cancellationPolicy: gig.cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY,
      }
    : { ...emptySessionFields, cancellationPolicy: DEFAULT_CANCELLATION_POLICY };

interface DefaultsContext {
  gameName: string | null;
  creatorName: string | null;
}

/** The spec's defaults for an empty title or description, or null when a name they need is unknown here. */
export const gigDefaults = ({ gameName, creatorName }: DefaultsContext) =>
  sessionDefaults(gameName, creatorName);

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
    cancellationPolicy: values.cancellationPolicy,
  };
}
