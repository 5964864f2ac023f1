import type { PaymentGatewayDto } from './payments/types';
import type {
  AdminPromoCodesQuery,
  ConfigurationEntryDto,
  DrawGiveawayInput,
  GiveawayDrawDto,
  GiveawayRule,
  GiveawayVerificationDto,
  GiveawayWinDto,
  PaymentGatewayChange,
  SaveConfigurationInput,
  ScriptRunDto,
  StreamerFeeDto,
} from './admin-tools';
import type { Message, Page } from './rpc';
import type { ResponseOf } from './subjects';

import { GET, POST, PUT, DELETE, type QueryParams, type PageQuery } from './http-route';

/** The admin tools' REST routes (spec §7), grouped as the gateway's controllers are. */
export const adminToolsRoutes = {
  /** Issue 17 items 6-7: configurations and platform fees, payment gateways' order, every promo code, the giveaway. */
  adminTools: {
    configurations: GET('/api/admin/configurations').as<{ response: ConfigurationEntryDto[] }>(),
    saveConfiguration: PUT('/api/admin/configurations').as<{
      response: Message & { entry: ConfigurationEntryDto };
      body: SaveConfigurationInput;
    }>(),
    removeConfiguration: DELETE('/api/admin/configurations/:key').as<{ response: Message }>(),
    streamerFees: GET('/api/admin/platform-fees').as<{ response: StreamerFeeDto[] }>(),
    setStreamerFee: PUT('/api/admin/platform-fees/:streamerId').as<{
      response: Message;
      body: { percent: string | null };
    }>(),
    saveGateways: PUT('/api/admin/payment-gateways').as<{
      response: PaymentGatewayDto[];
      body: { gateways: PaymentGatewayChange[] };
    }>(),
    promoCodes: GET('/api/admin/promo-codes/all').as<{
      response: ResponseOf<'payments.adminPromoCodes'>;
      query: AdminPromoCodesQuery & QueryParams;
    }>(),
    giveawayEligible: GET('/api/admin/giveaways/eligible').as<{
      response: { eligibleCount: number; eligibleHash: string };
      query: GiveawayRule & QueryParams;
    }>(),
    drawGiveaway: POST('/api/admin/giveaways').as<{ response: GiveawayDrawDto; body: DrawGiveawayInput }>(),
    giveawayDraws: GET('/api/admin/giveaways').as<{ response: Page<GiveawayDrawDto>; query: PageQuery }>(),
    verifyGiveaway: GET('/api/admin/giveaways/:id/verify').as<{ response: GiveawayVerificationDto }>(),
    /** The scripts' dry runs (GET) and runs (POST): usernames (User Management), gig slugs (Influencers). */
    previewUsernames: GET('/api/admin/scripts/usernames').as<{ response: ScriptRunDto }>(),
    applyUsernames: POST('/api/admin/scripts/usernames').as<{ response: ScriptRunDto }>(),
    previewSlugs: GET('/api/admin/scripts/slugs').as<{ response: ScriptRunDto }>(),
    applySlugs: POST('/api/admin/scripts/slugs').as<{ response: ScriptRunDto }>(),
  },
  /** A fan's side of the giveaway: the draws they won lately (the page a winner's notification leads to says so). */
  giveaways: {
    myWins: GET('/api/user/giveaway-wins').as<{ response: GiveawayWinDto[] }>(),
  },
} as const;
