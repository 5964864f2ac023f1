import { z } from 'zod';
import isISO8601 from 'validator/lib/isISO8601';
import { PageSizes } from '../constants';
import { ErrorText } from '../texts';

/**
 * The field vocabulary every message schema is built from: each field carries the one text a client is shown when
 * it is wrong, so the gateway, the services and the web forms refuse the same input with the same words.
 *
 * Two habits of the old class-validator DTOs are kept on purpose, because their answers are the contract:
 * - an optional field also accepts `null` ("left out"), as `@IsOptional()` did;
 * - a number in a query string or a path is converted from its text (`wholeNumber`), and so is one in a body.
 */

/** A UUID (any version: records are UUIDv7, older fixtures v4). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record's id: the text given is the one refusal for anything that is not a UUID. */
export const id = (message: string) => z.string({ error: message }).regex(UUID, message);

/** Several ids in one value (`gameIds`): each a UUID. */
export const ids = (message: string) => z.array(id(message), { error: message });

/**
 * Left out, or null (as `@IsOptional()` took it): either way the parsed message has no value (`undefined`), so a
 * service never tells null from missing.
 */
export const optional = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value): z.output<T> | undefined => value ?? undefined);

/** Text, trimmed, from `min` to `max` characters after trimming. */
export const text = (max: number, message: string, min = 0) =>
  z.string({ error: message }).trim().min(min, message).max(max, message);

/** Text that must hold something once trimmed. */
export const requiredText = (max: number, message: string) => text(max, message, 1);

/** Optional text, trimmed; empty means "not given" (a cleared filter). */
export const optionalText = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    optional(z.string({ error: message }).max(max, message)),
  );

/** Text matching `pattern` (not trimmed: a pattern says what may be in it). */
export const pattern = (regex: RegExp, message: string) => z.string({ error: message }).regex(regex, message);

function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? value : Number(trimmed);
}

/** A whole number from `min` to `max`, given as a number or (in a query, a path or a form) as its text. */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(toNumber, z.int({ error: message }).min(min, message).max(max, message));

/** A whole number from `min` to `max` given as a JSON number (a body field: "5" is refused). */
export const jsonWholeNumber = (min: number, max: number, message: string) =>
  z.int({ error: message }).min(min, message).max(max, message);

/** An id, a username or a slug in a path or a query: looked up by the service, which answers 404 for nothing. */
export const IDENTIFIER_TEXT = 'Please give an id, a username or a slug of at most 100 characters';
export const identifier = () =>
  z.string({ error: IDENTIFIER_TEXT }).regex(/^\S+$/, IDENTIFIER_TEXT).max(100, IDENTIFIER_TEXT);

/**
 * A date, or a date and time, in ISO 8601 ('2026-05-01', '2026-05-01T10:00:00Z'), read by validator's isISO8601 as
 * class-validator read it; `strict` also refuses a day that doesn't exist (30 February).
 */
export const isoDateTime = (message: string, { strict = false } = {}) =>
  z.string({ error: message }).refine((value) => isISO8601(value, { strict }), message);

/**
 * `?tz=`: the IANA zone (`Asia/Kolkata`, `UTC`) a dashboard counts its days in; the service answers 400 for a name
 * PostgreSQL doesn't know.
 */
export const timeZoneName = () =>
  optional(
    z
      .string({ error: ErrorText.badRequest })
      .max(64, ErrorText.badRequest)
      .regex(/^[A-Za-z0-9_+\-/]+$/, ErrorText.badRequest),
  );

/** One of `values`. */
export const oneOf = <const Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z.enum(values, { error: message });

const BOOLEAN_WORDS: Record<string, boolean | undefined> = {
  true: true,
  '1': true,
  false: false,
  '0': false,
  '': undefined,
};

/** A `?flag=true|false` (also 1/0) query value; empty means "not given". */
export const queryBoolean = (name: string) =>
  z.preprocess(
    (value) => {
      if (typeof value === 'boolean' || value === undefined) return value;
      const word = String(value).toLowerCase();
      return word in BOOLEAN_WORDS ? BOOLEAN_WORDS[word] : value;
    },
    z.boolean({ error: `${name} must be true or false` }).optional(),
  );

/**
 * A JSON body, a query or a path's parameters: an object whose unknown fields are dropped (a field of another
 * body changes nothing). Anything but an object is refused with the generic text.
 */
export const message = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object(shape, { error: ErrorText.badRequest });

export const MAX_PAGE_LIMIT = 100;
/** Far past any real list; keeps the offset a service computes a safe integer. */
export const MAX_PAGE = 1_000_000;
export const PageText = {
  page: 'The page must be a whole number from 1',
  limit: `The limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}`,
} as const;

/** `?limit`: how many to a page. */
export const pageLimit = () => wholeNumber(1, MAX_PAGE_LIMIT, PageText.limit);

/** `?page&limit` of a list (spec §3 "Paginated lists"): page 1 and `limit` (PageSizes.admin) by default. */
export const pageQuery = (limit: number = PageSizes.admin) => ({
  page: wholeNumber(1, MAX_PAGE, PageText.page).default(1),
  limit: pageLimit().default(limit),
});

/** The text of the first thing wrong with an input: what the caller is answered (400). */
export function firstIssueText(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return ErrorText.badRequest;
  // A field's own schema names its text; zod's default words ("Invalid input...") are never shown.
  return issue.message.startsWith('Invalid input') || issue.message.startsWith('Unrecognized')
    ? ErrorText.badRequest
    : issue.message;
}

export type Schema = z.ZodType;
export { z };

/**
 * A list checked as a whole first (an array of at most `max` items, `sizeMessage`; else `message`), then item by
 * item: a list that is too long is refused for its length whatever is in it.
 */
export const list = <Item extends z.ZodType>(
  item: Item,
  {
    max,
    min = 0,
    message,
    sizeMessage = message,
  }: { max: number; min?: number; message: string; sizeMessage?: string },
) =>
  z
    .array(z.unknown(), { error: message })
    .min(min, sizeMessage)
    .max(max, sizeMessage)
    .pipe(z.array(item, { error: message }));
