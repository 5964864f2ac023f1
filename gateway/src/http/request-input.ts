import { parse as parseUrlencoded } from 'node:querystring';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ErrorText } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import type { FastifyInstance, FastifyRequest, RawServerDefault } from 'fastify';

/** The deepest a JSON body may nest its arrays and objects; no form of the API needs more than a few. */
export const MAX_JSON_DEPTH = 32;

/** A NUL, or half of a UTF-16 surrogate pair without its other half: no text a person types holds either. */
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const OPEN_BRACKETS = new Set([0x5b, 0x7b]);
const CLOSE_BRACKETS = new Set([0x5d, 0x7d]);
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether the JSON text nests arrays and objects deeper than `maxDepth`, read in one pass over its bytes,
 * so a hostile body is refused before anything (parser, validation) walks it recursively.
 */
export function exceedsJsonDepth(json: Buffer, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index += 1) {
    const byte = json[index];
    if (inString) {
      if (byte === BACKSLASH) index += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (OPEN_BRACKETS.has(byte)) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (CLOSE_BRACKETS.has(byte)) {
      depth -= 1;
    }
  }
  return false;
}

/** Whether any string or key in the value (any depth, walked without recursion) holds unsafe text. */
export function holdsUnsafeText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (UNSAFE_TEXT.test(next)) return true;
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (UNSAFE_TEXT.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** Refuses a request part (a multipart form's fields, say) that holds unsafe text, with 400 'Bad request'. */
export function refuseUnsafeText(value: unknown): void {
  if (holdsUnsafeText(value)) throw DomainError.invalid(ErrorText.badRequest);
}

/**
 * What every request must pass before a guard, a DTO or a service sees it: JSON no deeper than
 * MAX_JSON_DEPTH (checked on the raw bytes, then parsed as Nest's own parser does, keeping `rawBody` for
 * the Stripe webhook), and no NUL or lone surrogate in the path, the query or the body. Both answer 400.
 */
export function registerRequestInputRules(app: NestFastifyApplication, fastify: FastifyInstance): void {
  const { bodyLimit } = fastify.initialConfig;
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>('application/json', { bodyLimit }, (request, body, done) => {
    if (exceedsJsonDepth(body, MAX_JSON_DEPTH)) done(DomainError.invalid(ErrorText.badRequest), undefined);
    else parseJson(request, body.toString(), done);
  });
  // Registering a parser replaces all of Nest's, so its form parser is registered again as it was.
  app.useBodyParser('application/x-www-form-urlencoded', { bodyLimit }, (_request, body, done) => {
    done(null, { ...parseUrlencoded(body.toString()) });
  });
  fastify.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const unsafe = [request.params, request.query, request.body].some(holdsUnsafeText);
    done(unsafe ? DomainError.invalid(ErrorText.badRequest) : undefined);
  });
}
