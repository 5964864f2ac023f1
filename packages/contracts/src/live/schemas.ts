import { z } from 'zod';
import { InputLimits } from '../constants';
import { AuthText, ValidationText } from '../texts';
import { CatalogFieldText, requirement } from '../catalog/schemas';
import { id, identifier, list, message, optional, wholeNumber } from '../schema/fields';
import { LiveText } from './texts';

/**
 * Shapes and upper bounds of live requests. The live service owns the rules (a game chosen, the price minimum,
 * the title's 70 characters, requirements, disallowed tags, stream links) and answers them itself.
 */
export const LiveFieldText = {
  liveSessionId: 'Invalid live session id',
  limit: `The limit must be a whole number from 1 to ${InputLimits.liveSessionListMax}`,
} as const;

const MAX_TITLE_LENGTH = 500;
const MAX_PRICE_TEXT_LENGTH = 20;
const TAGS_TEXT = `Add at most ${InputLimits.tagsMax} tags of at most ${InputLimits.tagMax} characters each`;
const REQUIREMENTS_TEXT = `Add at most ${InputLimits.requirementsMax} requirements of at most ${InputLimits.requirementMax} characters each`;

/** Optional text of at most `max` characters; null clears it. */
const optionalText = (max: number, text: string) => z.string({ error: text }).max(max, text).nullish();
const liveSessionId = id(LiveFieldText.liveSessionId);
const streamLink = z
  .string({ error: LiveText.invalidStreamLink })
  .max(InputLimits.linkMax, LiveText.invalidStreamLink);

/** The live-start form (spec §2, §4); every field optional here, the service says what is missing. */
export const LiveSessionFieldsBody = message({
  _game_id: id(CatalogFieldText.gameId).nullish(),
  _game_mode_id: id(CatalogFieldText.modeId).nullish(),
  _platform_playing_on_id: id(CatalogFieldText.platformId).nullish(),
  /** The price as typed: a number, or text the service reads (digits with up to two decimals). */
  price: optional(
    z.union([z.number(), z.string().max(MAX_PRICE_TEXT_LENGTH)], { error: LiveText.invalidPrice }),
  ),
  title: optionalText(MAX_TITLE_LENGTH, LiveText.titleTooLong),
  description: optionalText(
    InputLimits.gigDescriptionMax,
    `The description can have at most ${InputLimits.gigDescriptionMax} characters`,
  ),
  defaultThumbnail: optionalText(InputLimits.imageUrlMax, ValidationText.invalidImage),
  defaultFileName: optionalText(
    InputLimits.fileNameMax,
    `A file name has at most ${InputLimits.fileNameMax} characters`,
  ),
  banner: optionalText(InputLimits.imageUrlMax, ValidationText.invalidImage),
  /** Ignored: a session is streaming exactly while it has a stream link. */
  isStreaming: optional(z.boolean({ error: 'isStreaming must be true or false' })),
  streamingLink: streamLink.nullish(),
  session_tags: list(z.string({ error: TAGS_TEXT }).max(InputLimits.tagMax, TAGS_TEXT), {
    max: InputLimits.tagsMax,
    message: TAGS_TEXT,
  }).nullish(),
  requirements: list(requirement, {
    max: InputLimits.requirementsMax,
    message: ValidationText.requirementsIncomplete,
    sizeMessage: REQUIREMENTS_TEXT,
  }).nullish(),
});
export type LiveSessionFieldsInput = z.output<typeof LiveSessionFieldsBody>;

export const UpdateLiveSessionBody = LiveSessionFieldsBody.extend({ liveSessionId });
export type UpdateLiveSessionInput = z.output<typeof UpdateLiveSessionBody>;

export const UpdateStreamingLinkBody = message({
  liveSessionId,
  /** A YouTube or Twitch link, or null (or empty) to stop streaming. */
  streamingLink: streamLink.nullable(),
});

export const SessionListQuery = message({
  limit: wholeNumber(1, InputLimits.liveSessionListMax, LiveFieldText.limit).optional(),
  streamerId: z.string().optional(),
});

export const VideoDetailsBody = message({ embedLink: streamLink });

const liveSessionParams = message({ id: liveSessionId });

/** Live's routes, grouped as the route map groups them. */
export const liveRouteSchemas = {
  liveSessions: {
    start: { body: LiveSessionFieldsBody },
    update: { body: UpdateLiveSessionBody },
    updateStreamingLink: { body: UpdateStreamingLinkBody },
    end: { params: liveSessionParams },
    byUsername: { params: message({ username: identifier() }) },
    activeOfStreamer: { params: message({ id: id(CatalogFieldText.starId) }) },
    active: { query: SessionListQuery },
    tags: { params: liveSessionParams },
    streamerSessions: { query: SessionListQuery },
  },
  streamTools: {
    videoDetails: { body: VideoDetailsBody },
    revokeObsSession: { params: message({ id: id(AuthText.obsSessionNotFound) }) },
  },
};
