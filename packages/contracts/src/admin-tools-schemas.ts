import { z } from 'zod';
import {
  CONFIGURATION_KEY_PATTERN,
  ConfigurationLimits,
  ConfigurationText,
  GiveawayLimits,
} from './admin-tools';
import { CatalogFieldText } from './catalog/schemas';
import { InputLimits, PROMO_CODE_MAX_LENGTH } from './constants';
import { id, isoDateTime, jsonWholeNumber, list, message, pageQuery, timeZoneName } from './schema/fields';
import { ErrorText } from './texts';

/** Issue 17 items 6-7: the staff tools' requests (configurations, fees, gateways, promo codes, the giveaway). */

const WINDOW_TEXT = 'from and to must be ISO dates';
const WINNERS_TEXT = `winners must be a whole number from 1 to ${GiveawayLimits.winnersMax}`;
const configurationKey = z
  .string({ error: ConfigurationText.badKey })
  .max(ConfigurationLimits.keyMax, ConfigurationText.badKey);

export const SaveConfigurationBody = message({
  key: configurationKey.regex(CONFIGURATION_KEY_PATTERN, ConfigurationText.badKey),
  value: z
    .string({ error: ErrorText.badRequest })
    .max(ConfigurationLimits.valueMax, ConfigurationText.text(ConfigurationLimits.valueMax)),
  description: z
    .string({ error: ErrorText.badRequest })
    .max(
      ConfigurationLimits.descriptionMax,
      `A description is at most ${ConfigurationLimits.descriptionMax} characters`,
    )
    .nullish(),
});

/** A platform fee as typed (content checks the percent), or null for the default fee. */
export const SetStreamerFeeBody = message({
  percent: z.string({ error: ConfigurationText.percent }).max(6, ConfigurationText.percent).nullable(),
});

const priorityText = 'priority must be a whole number';
const paymentGatewayChange = message({
  _id: id('Each payment gateway needs its id'),
  priority: jsonWholeNumber(0, InputLimits.paymentGatewayPriorityMax, priorityText),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});
export const SavePaymentGatewaysBody = message({
  gateways: list(paymentGatewayChange, { min: 1, max: 20, message: ErrorText.badRequest }),
});

export const AllPromoCodesQuery = message({
  ...pageQuery(),
  /** A streamer's id, or 'platform' for the platform-wide codes. */
  streamerId: z
    .union([z.literal('platform'), id(CatalogFieldText.starId)], { error: CatalogFieldText.starId })
    .optional(),
  search: z
    .string({ error: ErrorText.badRequest })
    .max(PROMO_CODE_MAX_LENGTH, `search is at most ${PROMO_CODE_MAX_LENGTH} characters`)
    .optional(),
});

const giveawayRule = {
  from: isoDateTime(WINDOW_TEXT, { strict: true }),
  to: isoDateTime(WINDOW_TEXT, { strict: true }),
  streamerId: id(CatalogFieldText.starId).nullish(),
};
export const GiveawayRuleQuery = message(giveawayRule);
export const DrawGiveawayBody = message({
  ...giveawayRule,
  title: z
    .string({ error: 'title is required' })
    .min(1, 'title is required')
    .max(GiveawayLimits.titleMax, `title is at most ${GiveawayLimits.titleMax} characters`),
  winners: jsonWholeNumber(1, GiveawayLimits.winnersMax, WINNERS_TEXT),
  seed: z
    .string({ error: 'seed must be text' })
    .max(GiveawayLimits.seedMax, `seed is at most ${GiveawayLimits.seedMax} characters`)
    .nullish(),
});

/** The staff tools' requests over NATS that are their routes' bodies with the staff member the gateway adds. */
export const adminToolsSubjectSchemas = {
  'payments.savePaymentGateways': SavePaymentGatewaysBody.extend({ userId: id(ErrorText.badRequest) }),
};

/** The staff tools' routes, grouped as the route map groups them. */
export const adminToolsRouteSchemas = {
  /** The staff dashboard's figures, days counted in `?tz=`. */
  adminDashboard: {
    get: { query: message({ tz: timeZoneName() }) },
  },
  adminTools: {
    saveConfiguration: { body: SaveConfigurationBody },
    removeConfiguration: { params: message({ key: configurationKey }) },
    setStreamerFee: {
      params: message({ streamerId: id(CatalogFieldText.starId) }),
      body: SetStreamerFeeBody,
    },
    saveGateways: { body: SavePaymentGatewaysBody },
    promoCodes: { query: AllPromoCodesQuery },
    giveawayEligible: { query: GiveawayRuleQuery },
    drawGiveaway: { body: DrawGiveawayBody },
    giveawayDraws: { query: message(pageQuery()) },
    verifyGiveaway: { params: message({ id: id('Giveaway not found') }) },
  },
};
