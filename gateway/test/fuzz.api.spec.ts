import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type INestApplication, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { GATEWAY_METADATA, MESSAGE_METADATA } from '@nestjs/websockets/constants';
import { ALL_PERMISSIONS, ErrorText, LiveText, type Schema } from '@lobby/contracts';
import type { RunningService } from '@lobby/service-kit';
import { databaseUrl, dropDatabase, startTestService, testDatabaseName } from '@lobby/test-kit';
import { getMetadataStorage } from 'class-validator';
import fc from 'fast-check';
import { Pool } from 'pg';
import { liveService } from '../../services/live/src/live.definition';
import { notificationsService } from '../../services/notifications/src/notifications.definition';
import { routeSchemaIndex } from '../src/http/route-schemas.interceptor';
import { formLimitsOf } from '../src/uploads/multipart-form';
import { GatewayHarness, type SignedInUser } from './gateway-harness';
import { newStreamer } from './support/catalog-fixtures';
import { connected, gatewaySocket } from './support/sockets';

/**
 * Every route of the gateway, found in the controllers' metadata (a new route is fuzzed without editing
 * this file), gets generated bad input in its path, query and body, mixed-up field sets (every field at once,
 * fields of another route's body), and every write a burst of one accepted-looking request sent at once,
 * anonymously and as a fan, a streamer and an admin, against every service running: no answer may be a 5xx,
 * input every request must pass is refused with 400, and a route that refused every call stored no row.
 * Socket events get the same payloads.
 * FUZZ_RUNS sets the inputs per route and caller, FUZZ_SEED another seed (the default one is fixed, so a
 * failure here is reproducible).
 */
const RUNS_PER_ROUTE_AND_CALLER = Number(process.env.FUZZ_RUNS ?? 5);
const SEED = Number(process.env.FUZZ_SEED ?? 13);
const REQUESTS_IN_FLIGHT = 8;
/** Mixed-up field sets per route and caller, on top of the generated inputs. */
const MIXED_BODIES_PER_ROUTE_AND_CALLER = 2;
/** Copies of one write sent at once. */
const BURST_SIZE = 6;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REFUSED_BY_INPUT_RULES = JSON.stringify({ error: ErrorText.badRequest });

interface Route {
  method: string;
  /** As Nest registered it, e.g. /api/influencer/update/product/:id */
  path: string;
  pathParams: string[];
  /** Fields the handler's DTO (or @Body('name')) knows; null when the handler reads no body. */
  bodyFields: string[] | null;
  /** The DTO's validation rules per body field (none for a bare @Body('name')). */
  bodyRules: Map<string, FieldRule[]>;
  queryFields: string[] | null;
  /** The file fields of the multipart form the route takes (an upload, onboarding's documents); null: JSON only. */
  formFiles: string[] | null;
}

/** One class-validator rule of a field, as its metadata has it (isIn with its values, max with its bound...). */
interface FieldRule {
  name: string;
  constraints: unknown[];
  each: boolean;
}

interface Caller {
  name: string;
  token?: string;
}

interface FuzzRequest {
  route: Route;
  caller: Caller;
  url: string;
  body?: string | FormData;
  /** Input every request must pass (NUL, lone surrogate, deep nesting): answered 400 'Bad request'. */
  refusedByInputRules?: true;
}

interface Finding {
  route: string;
  caller: string;
  status: number;
  url: string;
  body: string;
  answer: string;
}

// ---------------------------------------------------------------- routes from the controllers' metadata

function discoverRoutes(app: INestApplication): Route[] {
  const scanner = new MetadataScanner();
  const routes: Route[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (!metatype) continue;
      const controller = metatype as Type;
      const prefixes = asArray<string>(Reflect.getMetadata(PATH_METADATA, controller));
      for (const name of scanner.getAllMethodNames(controller.prototype)) {
        const handler = controller.prototype[name] as object;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (paths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const inputs = inputsOf(controller, name);
        const formFiles = formLimitsOf(handler)?.files ?? null;
        for (const prefix of prefixes.length > 0 ? prefixes : ['']) {
          for (const path of asArray<string>(paths)) {
            const full = `/${prefix}/${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
            routes.push({
              method,
              path: full,
              pathParams: [...full.matchAll(/:(\w+)/g)].map((match) => match[1]),
              ...inputs,
              ...schemaInputsOf(`${method} ${full}`),
              formFiles: formFiles && [...formFiles],
            });
          }
        }
      }
    }
  }
  return routes;
}

/** The events the gateway's Socket.IO handlers listen to, from their @SubscribeMessage metadata. */
function discoverSocketEvents(app: INestApplication): string[] {
  const scanner = new MetadataScanner();
  const events: string[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.providers.values()) {
      if (!metatype || !Reflect.getMetadata(GATEWAY_METADATA, metatype)) continue;
      const gateway = metatype as Type;
      for (const name of scanner.getAllMethodNames(gateway.prototype)) {
        const event = Reflect.getMetadata(MESSAGE_METADATA, gateway.prototype[name] as object) as unknown;
        if (typeof event === 'string') events.push(event);
      }
    }
  }
  return events;
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The body and query fields a handler reads, from its @Body()/@Query() parameters and their DTO classes. */
function inputsOf(controller: Type, method: string): Pick<Route, 'bodyFields' | 'queryFields' | 'bodyRules'> {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
    string,
    { index: number; data?: unknown }
  >;
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, method) ?? []) as unknown[];
  const fieldsOf = (kind: RouteParamtypes): string[] | null => {
    const found = Object.entries(args).filter(([key]) => Number(key.split(':')[0]) === kind);
    if (found.length === 0) return null;
    return found.flatMap(([, { index, data }]) =>
      typeof data === 'string' ? [data] : validatedFields(types[index]),
    );
  };
  const bodyRules = new Map<string, FieldRule[]>();
  for (const [key, { index }] of Object.entries(args))
    if (Number(key.split(':')[0]) === RouteParamtypes.BODY)
      for (const [field, rules] of validationRules(types[index])) bodyRules.set(field, rules);
  return {
    bodyFields: fieldsOf(RouteParamtypes.BODY),
    queryFields: fieldsOf(RouteParamtypes.QUERY),
    bodyRules,
  };
}

const schemaIndex = routeSchemaIndex();

/** A route with schemas (contracts' route table): its body and query fields and their rules, read from the schemas. */
function schemaInputsOf(route: string): Partial<Pick<Route, 'bodyFields' | 'queryFields' | 'bodyRules'>> {
  const schema = schemaIndex.get(route);
  const inputs: Partial<Pick<Route, 'bodyFields' | 'queryFields' | 'bodyRules'>> = {};
  if (schema?.body) {
    const shape = shapeOf(schema.body);
    inputs.bodyFields = Object.keys(shape);
    inputs.bodyRules = new Map(Object.entries(shape).map(([field, value]) => [field, schemaRules(value)]));
  }
  if (schema?.query) inputs.queryFields = Object.keys(shapeOf(schema.query));
  return inputs;
}

interface SchemaDef {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  element?: Schema;
  entries?: Record<string, string>;
  checks?: {
    _zod: { def: { check: string; minimum?: number; maximum?: number; value?: number; pattern?: RegExp } };
  }[];
}
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The fields of an object schema (through a pipe: a preprocess or a refinement). */
function shapeOf(schema: Schema): Record<string, Schema> {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? {};
  if (def.type === 'pipe') return { ...shapeOf(def.in!), ...shapeOf(def.out!) };
  return {};
}

const UUID_SOURCE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.source;

/** A field schema's rules in class-validator's words, so acceptedValue builds a value it takes. */
function schemaRules(schema: Schema, each = false, rules: FieldRule[] = []): FieldRule[] {
  const def = defOf(schema);
  const rule = (name: string, constraints: unknown[] = []) => rules.push({ name, constraints, each });
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
      rules.push({ name: 'isOptional', constraints: [], each: false });
      return schemaRules(def.innerType!, each, rules);
    case 'pipe':
      return schemaRules(defOf(def.in!).type === 'transform' ? def.out! : def.in!, each, rules);
    case 'enum':
      rule('isIn', [Object.values(def.entries ?? {})]);
      return rules;
    case 'boolean':
      rule('isBoolean');
      return rules;
    case 'array':
      rules.push({ name: 'isArray', constraints: [], each: false });
      return schemaRules(def.element!, true, rules);
    case 'object':
      rule('nestedValidation');
      return rules;
    case 'int':
    case 'number':
      rule('isInt');
      for (const { _zod } of def.checks ?? []) {
        if (_zod.def.check === 'greater_than') rule('min', [_zod.def.value]);
        if (_zod.def.check === 'less_than') rule('max', [_zod.def.value]);
      }
      return rules;
    case 'string':
      for (const { _zod } of def.checks ?? []) {
        const { check, minimum, maximum, pattern } = _zod.def;
        if (pattern) rule(pattern.source === UUID_SOURCE ? 'isUuid' : 'matches', [pattern]);
        if (check === 'min_length') rule('minLength', [minimum]);
        if (check === 'max_length') rule('maxLength', [maximum]);
      }
      return rules;
    default:
      return rules;
  }
}

function validatedFields(dto: unknown): string[] {
  return [...validationRules(dto).keys()];
}

function validationRules(dto: unknown): Map<string, FieldRule[]> {
  const byField = new Map<string, FieldRule[]>();
  if (typeof dto !== 'function' || [Object, String, Number, Boolean, Array].includes(dto as never))
    return byField;
  for (const rule of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
    const rules = byField.get(rule.propertyName) ?? [];
    if (rule.name)
      rules.push({ name: rule.name, constraints: rule.constraints ?? [], each: Boolean(rule.each) });
    byField.set(rule.propertyName, rules);
  }
  return byField;
}

// ---------------------------------------------------------------- bad inputs

/** JSON.stringify cannot write these; the request text carries them as JSON numbers that parse to them. */
const INFINITY_MARK = '__fuzz_infinity__';
const NEGATIVE_INFINITY_MARK = '__fuzz_negative_infinity__';

const unsafeText = fc.constantFrom('\u0000', 'a\u0000b', '\uD800', 'x\uDC00y', '\uDFFF\uD800');
const oddText = fc.constantFrom(
  '',
  ' ',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR '1'='1",
  '../../etc/passwd',
  '%00',
  '${7*7}',
  '😀',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  'true',
  'null',
  '__proto__',
  'constructor',
  randomUUID(),
  '00000000-0000-0000-0000-000000000000',
  'a@b.co',
  ' '.repeat(5000),
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00.000Z',
  '2024-02-30T25:61:00Z',
  '1970-01-01T00:00:00Z',
  '99999999999999999999',
  '-2147483649',
  'Mars/Olympus_Mons',
  'https://evil.example/x.png',
  'javascript:alert(1)',
);
const hugeText = fc.constantFrom('x'.repeat(300_000), 'é'.repeat(100_000));
const text = fc.oneof(
  oddText,
  unsafeText,
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const badNumber = fc.constantFrom(
  -1,
  0,
  -0,
  0.5,
  -1e9,
  1e21,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  1e-7,
  NaN,
  INFINITY_MARK,
  NEGATIVE_INFINITY_MARK,
);
const nested = (depth: number) => fc.constant(JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`));
const poisonedObject = fc.constantFrom(
  JSON.parse('{"__proto__": {"role": "admin", "isAdmin": true}}'),
  JSON.parse('{"constructor": {"prototype": {"role": "admin"}}}'),
);
/**
 * A value for a field: bad ones, and ids of catalog records that exist, so a call gets past "no such
 * game" to the rules behind it (a price out of range for a real game, say).
 */
function fieldValue(catalogIds: string[]): fc.Arbitrary<unknown> {
  const scalar = fc.oneof(
    text,
    badNumber,
    fc.boolean(),
    fc.constant(null),
    hugeText,
    fc.constantFrom(...catalogIds),
  );
  return fc.oneof(
    { weight: 6, arbitrary: scalar },
    fc.array(scalar, { maxLength: 3 }),
    fc.dictionary(fc.oneof(text, fc.constantFrom('__proto__', 'constructor', 'prototype')), scalar, {
      maxKeys: 3,
    }),
    nested(20),
    nested(40),
    poisonedObject,
  );
}

function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item === Infinity ? INFINITY_MARK : item === -Infinity ? NEGATIVE_INFINITY_MARK : item,
  )
    .replaceAll(`"${INFINITY_MARK}"`, '1e999')
    .replaceAll(`"${NEGATIVE_INFINITY_MARK}"`, '-1e999');
}

/** A JSON object of these keys, written by hand so `__proto__` and `constructor` stay plain keys. */
function objectText(entries: [string, unknown][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${toJson(value)}`).join(',')}}`;
}

const knownOrOtherKey = (fields: string[]) =>
  fields.length > 0
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields) }, text, fc.constantFrom('__proto__'))
    : fc.oneof(text, fc.constantFrom('__proto__', 'constructor'));

function bodyText(fields: string[], value: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.array(fc.tuple(knownOrOtherKey(fields), value), { maxLength: 6 }).map(objectText),
    },
    value.map(toJson),
    fc.constantFrom('', '{', '[1,', '{"a":1}garbage', '\u0000', `{"a":${'['.repeat(5000)}`, '{"a": 1e999}'),
  );
}

const FUTURE_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A value its field's rules accept, as far as the rules tell (one of isIn's values, a number between min and
 * max, a string matching the pattern, a catalog id for a uuid), so a body gets past validation to the rules
 * behind it, where races and type slips hide. A field's `each` rules make it an array of such values.
 */
function acceptedValue(rules: FieldRule[], catalogIds: string[]): fc.Arbitrary<unknown> {
  const eachRules = rules.filter((rule) => rule.each);
  if (eachRules.length > 0)
    return fc.array(acceptedScalar(eachRules, catalogIds), { minLength: 1, maxLength: 2 });
  return acceptedScalar(rules, catalogIds);
}

function acceptedScalar(rules: FieldRule[], catalogIds: string[]): fc.Arbitrary<unknown> {
  const rule = (name: string) => rules.find((candidate) => candidate.name === name);
  const bound = (name: string) => rule(name)?.constraints[0] as number | undefined;
  if (rule('isIn')) return fc.constantFrom(...(rule('isIn')!.constraints[0] as unknown[]));
  if (rule('isEnum')) return fc.constantFrom(...Object.values(rule('isEnum')!.constraints[0] as object));
  if (rule('matches')) return matching(rule('matches')!.constraints[0] as RegExp);
  if (rule('isEmail')) return fc.constant('fuzzed.burst@lobby.test');
  if (rule('isUuid') || rule('isMongoId')) return fc.constantFrom(...catalogIds);
  if (rule('isBoolean')) return fc.boolean();
  if (rule('isIso8601') || rule('isDateString'))
    return fc
      .integer({ min: 1, max: 30 })
      .map((days) => new Date(Date.now() + days * FUTURE_DAY_MS).toISOString());
  if (rule('isUrl')) return fc.constantFrom('https://www.youtube.com/@lobby', 'https://www.twitch.tv/lobby');
  if (rule('isInt') || rule('isNumber') || rule('min') || rule('max') || rule('isPositive')) {
    const min = Math.ceil(Math.max(bound('min') ?? 1, -1e6));
    return fc.integer({ min, max: Math.max(min, Math.floor(Math.min(bound('max') ?? 100, 1e6))) });
  }
  if (rule('isArray')) return fc.array(fc.constantFrom('fuzzed'), { maxLength: 2 });
  if (rule('isObject') || rule('nestedValidation')) return fc.constant({});
  const length = Math.max(bound('minLength') ?? 0, 12);
  return fc.constant('Fuzzed value'.padEnd(Math.min(length, bound('maxLength') ?? length), '.'));
}

/** Strings that match the pattern; a pattern fast-check cannot write from (a lookahead) gets a strong password's shape. */
function matching(pattern: RegExp): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(pattern);
  } catch {
    return fc.constant('Fuzzed-Value-2026!');
  }
}

/** Every required field of the route's body with a value its rules accept: one of these is what a burst sends. */
function acceptedBody(route: Route, catalogIds: string[]): fc.Arbitrary<string> {
  const fields = (route.bodyFields ?? []).filter(
    (field) => !route.bodyRules.get(field)?.some((rule) => rule.name === 'isOptional'),
  );
  return fc
    .tuple(...fields.map((field) => acceptedValue(route.bodyRules.get(field) ?? [], catalogIds)))
    .map((values) => objectText(fields.map((field, index) => [field, values[index]])));
}

/**
 * Mixed-up field sets: every field of the body given at once (both of two alternatives, as login's email and
 * username), each with an accepted value or a bad one, plus fields that belong to another route's body.
 */
function mixedBody(route: Route, otherBodies: Route[], catalogIds: string[]): fc.Arbitrary<string> {
  const fields = route.bodyFields ?? [];
  const own = fc.tuple(
    ...fields.map((field) =>
      fc.oneof(
        { weight: 2, arbitrary: acceptedValue(route.bodyRules.get(field) ?? [], catalogIds) },
        fieldValue(catalogIds),
      ),
    ),
  );
  const foreign = fc
    .constantFrom(...otherBodies)
    .chain((other) => fc.subarray([...other.bodyRules], { maxLength: Math.min(3, other.bodyRules.size) }))
    .chain((entries) =>
      fc.tuple(
        ...entries.map(([field, rules]) => acceptedValue(rules, catalogIds).map((value) => [field, value])),
      ),
    );
  return fc
    .tuple(own, foreign)
    .map(([values, extra]) =>
      objectText([
        ...(extra as [string, unknown][]).filter(([field]) => !fields.includes(field)),
        ...fields.map((field, index): [string, unknown] => [field, values[index]]),
      ]),
    );
}

/** A query string value as the router will decode it; lone surrogates travel as their raw UTF-8-style bytes. */
function encodeUrlPart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((char) => (/[\uD800-\uDFFF]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char)))
      .join('');
  }
}

const queryValue = fc.oneof(
  text,
  badNumber.map(String),
  hugeText.map((huge) => huge.slice(0, 3000)),
);

function queryText(fields: string[]): fc.Arbitrary<string> {
  return fc
    .array(fc.tuple(knownOrOtherKey(fields), queryValue), { maxLength: 5 })
    .map((entries) =>
      entries.map(([key, value]) => `${encodeUrlPart(key)}=${encodeUrlPart(value)}`).join('&'),
    );
}

const badPathValue = fc.oneof(
  text,
  badNumber.map(String),
  fc.constantFrom('x'.repeat(2000), '%2e%2e', '..', randomUUID(), 'a/b'),
);

/**
 * Path values: bad ones, and ids and names that exist: any for a read, catalog records for a write (never
 * a user: a write naming one could rightly sign a caller out).
 */
function pathValueFor(route: Route, existing: Existing): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: badPathValue },
    fc.constantFrom(...(route.method === 'GET' ? existing.paths : existing.catalogIds)),
  );
}

/** Records that exist: user ids and names for the path of a read, catalog ids for any path or field. */
interface Existing {
  paths: string[];
  catalogIds: string[];
}

function fuzzRequests(
  route: Route,
  caller: Caller,
  existing: Existing,
  otherBodies: Route[],
  seed: number,
): FuzzRequest[] {
  const sendsBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
  const readsInput =
    route.bodyFields !== null ||
    route.queryFields !== null ||
    route.pathParams.length > 0 ||
    route.formFiles !== null;
  const input = fc.record({
    params: fc.tuple(...route.pathParams.map(() => pathValueFor(route, existing))),
    query: queryText(route.queryFields ?? []),
    body: bodyText(route.bodyFields ?? [], fieldValue(existing.catalogIds)),
    form: fc.array(fc.tuple(knownOrOtherKey(route.bodyFields ?? []), text), { maxLength: 4 }),
    files: fc.array(
      fc.tuple(fc.constantFrom(...(route.formFiles ?? ['image'])), fc.uint8Array({ maxLength: 64 })),
      {
        maxLength: 3,
      },
    ),
    asForm: fc.boolean(),
  });
  const requests: FuzzRequest[] = [];
  // A route that reads nothing would act on a fuzzed call: it only gets input every request must pass.
  if (readsInput) {
    const mixed = fc.sample(mixedBody(route, otherBodies, existing.catalogIds), {
      numRuns: route.bodyFields?.length && sendsBody ? MIXED_BODIES_PER_ROUTE_AND_CALLER : 0,
      seed,
    });
    for (const generated of fc.sample(input, { numRuns: RUNS_PER_ROUTE_AND_CALLER, seed })) {
      let index = 0;
      const path = route.path.replace(/:(\w+)/g, () => encodeUrlPart(String(generated.params[index++])));
      const url = generated.query ? `${path}?${generated.query}` : path;
      let body: string | FormData | undefined;
      if (sendsBody && route.formFiles && generated.asForm) {
        const form = new FormData();
        for (const [key, value] of generated.form) form.append(key, value);
        for (const [field, bytes] of generated.files)
          form.append(field, new File([bytes], 'x.png', { type: 'image/png' }));
        body = form;
      } else if (sendsBody) {
        body = generated.body;
      }
      requests.push({ route, caller, url, body });
    }
    const anyParams = fc.sample(fc.tuple(...route.pathParams.map(() => pathValueFor(route, existing))), {
      numRuns: mixed.length,
      seed,
    });
    mixed.forEach((body, index) => {
      let param = 0;
      const url = route.path.replace(/:(\w+)/g, () => encodeUrlPart(String(anyParams[index][param++])));
      requests.push({ route, caller, url, body });
    });
  }
  // Input every request must pass, for every route: a NUL in the query or the path, a lone surrogate or
  // deep nesting in the body.
  const anyId = () => route.path.replace(/:(\w+)/g, randomUUID());
  const refused: Omit<FuzzRequest, 'route' | 'caller' | 'refusedByInputRules'>[] = [
    { url: `${anyId()}?q=%00` },
  ];
  if (route.pathParams.length > 0) refused.push({ url: route.path.replace(/:(\w+)/g, 'a%00b') });
  if (sendsBody) {
    refused.push(
      { url: anyId(), body: '{"a":"\\ud800"}' },
      { url: anyId(), body: `{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}` },
    );
  }
  requests.push(
    ...refused.map((request) => ({ ...request, route, caller, refusedByInputRules: true as const })),
  );
  return requests;
}

/**
 * The same write sent BURST_SIZE times at once: every field with an accepted value and catalog ids in the path,
 * so the copies race past validation into the service (same-title posts, one OBS code, one sign-up's email).
 */
function burstRequests(route: Route, caller: Caller, catalogIds: string[], seed: number): FuzzRequest[] {
  const params = fc.sample(fc.tuple(...route.pathParams.map(() => fc.constantFrom(...catalogIds))), {
    numRuns: 1,
    seed,
  })[0];
  let index = 0;
  const url = route.path.replace(/:(\w+)/g, () => encodeUrlPart(String(params[index++])));
  const body = route.bodyFields?.length
    ? fc.sample(acceptedBody(route, catalogIds), { numRuns: 1, seed })[0]
    : undefined;
  return Array.from({ length: BURST_SIZE }, () => ({ route, caller, url, body }));
}

/** Exchange rates at /latest/{BASE}, so the conversion route answers; geolocation is unknown (404). */
async function startExchangeRates(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.setHeader('connection', 'close');
    const base = /^\/latest\/([A-Z]{3})$/.exec(request.url ?? '')?.[1];
    if (base) response.end(JSON.stringify({ result: 'success', rates: { [base]: 1, USD: 1, INR: 83 } }));
    else response.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The row count of every table of the stack's databases, read with one query per database. */
class RowCounts {
  private readonly readers: { database: string; pool: Pool; query: string; tables: string[] }[] = [];

  async open(databases: string[]): Promise<void> {
    for (const database of databases) {
      const pool = new Pool({ connectionString: databaseUrl(database), max: 1 });
      const { rows } = await pool.query<{ name: string }>(
        `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables
         WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema', 'drizzle')`,
      );
      const tables = rows.map((row) => row.name);
      const query = `SELECT ARRAY[${tables.map((name) => `(SELECT count(*) FROM ${name})`).join(', ')}] AS counts`;
      this.readers.push({ database: database.replace(/_[0-9a-f]+$/, ''), pool, query, tables });
    }
  }

  async take(): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const { database, pool, query, tables } of this.readers) {
      const { rows } = await pool.query<{ counts: string[] }>(query);
      tables.forEach((table, index) => counts.set(`${database}:${table}`, Number(rows[0].counts[index])));
    }
    return counts;
  }

  /** The counts once they have stopped changing (two reads a moment apart agree), or after a few seconds. */
  async settled(): Promise<Map<string, number>> {
    let counts = await this.take();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      const again = await this.take();
      if (changedTables(counts, again).length === 0) return again;
      counts = again;
    }
    return counts;
  }

  async close(): Promise<void> {
    await Promise.all(this.readers.map(({ pool }) => pool.end()));
  }
}

function changedTables(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after].filter(([table, count]) => before.get(table) !== count).map(([table]) => table);
}

// ---------------------------------------------------------------- the suite

describe('gateway fuzz: every route, bad input', () => {
  const stack = new GatewayHarness();
  const liveDatabase = testDatabaseName('gw_fuzz_live');
  const notificationsDatabase = testDatabaseName('gw_fuzz_notifications');
  const services: RunningService[] = [];
  let routes: Route[];
  let callers: Caller[];
  let providers: { url: string; server: Server };
  const rowCounts = new RowCounts();
  let existing: Existing;

  beforeAll(async () => {
    const offline = 'http://127.0.0.1:9';
    providers = await startExchangeRates();
    // Production's NATS wait: a route whose service hangs on a bad input answers 503 in 3 s, not the tests' 10 s.
    await stack.start(
      { RPC_TIMEOUT_MS: '3000' },
      {},
      {
        content: true,
        catalog: { SEED_DEMO_DATA: 'true' },
        booking: { HOLD_SWEEP_INTERVAL_MS: '0' },
        payments: { EXCHANGE_RATES_URL: `${providers.url}/latest`, GEOLOCATION_URL: providers.url },
      },
    );
    services.push(
      await startTestService(liveService, liveDatabase, stack.nats.url, {
        PUBLIC_URL: 'https://lobby.test',
        YOUTUBE_OEMBED_URL: offline,
        TWITCH_OEMBED_URL: offline,
      }),
      await startTestService(notificationsService, notificationsDatabase, stack.nats.url, {
        SMTP_URL: stack.mail.smtpUrl,
      }),
    );
    const [fan, streamer, admin] = await Promise.all([
      stack.signedInUser('fan'),
      newStreamer(stack),
      stack.staffUser(ALL_PERMISSIONS, 'admin'),
    ]);
    callers = [
      { name: 'anonymous' },
      ...(
        [
          ['fan', fan],
          ['streamer', streamer],
          ['admin', admin],
        ] as [string, SignedInUser][]
      ).map(([name, user]) => ({ name, token: user.accessToken })),
    ];
    routes = discoverRoutes(stack.gateway.app);
    await rowCounts.open([
      stack.databaseName,
      stack.contentDatabaseName,
      stack.catalogDatabaseName,
      stack.bookingDatabaseName,
      stack.paymentsDatabaseName,
      liveDatabase,
      notificationsDatabase,
    ]);
    const catalogIds = await stack.withDatabase(stack.catalogDatabaseName, async (db) => {
      const { rows } = await db.query<{ id: string }>(
        `(SELECT id FROM gigs LIMIT 2) UNION ALL (SELECT id FROM games LIMIT 2)
         UNION ALL (SELECT id FROM game_modes LIMIT 2) UNION ALL (SELECT id FROM platforms LIMIT 2)`,
      );
      return rows.map((row) => row.id);
    });
    const gig = await stack.withDatabase(stack.catalogDatabaseName, async (db) => {
      const { rows } = await db.query<{ id: string; slug: string; game_id: string }>(
        'SELECT id, slug, game_id FROM gigs LIMIT 1',
      );
      return rows[0];
    });
    const ownGig = await stack.post(
      '/api/influencer/add/product',
      { gig_title: 'Fuzzed gig', gameId: gig.game_id, price: 10 },
      { token: streamer.accessToken },
    );
    expect(ownGig.status).toBe(201);
    existing = {
      paths: [fan.id, streamer.id, streamer.username, admin.id, gig.id, gig.slug, gig.game_id],
      catalogIds: [...catalogIds, ownGig.body.gig._id],
    };
  }, 120_000);

  afterAll(async () => {
    await rowCounts.close();
    await stack.gateway?.close();
    for (const service of services) await service.close();
    await Promise.all([dropDatabase(liveDatabase), dropDatabase(notificationsDatabase)]);
    await stack.stop();
    await new Promise((resolve) => providers.server.close(resolve));
  }, 30_000);

  it('finds the routes of every controller', () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(routes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          method: 'POST',
          path: '/auth/login',
          bodyFields: expect.arrayContaining(['email']),
        }),
        expect.objectContaining({
          method: 'POST',
          path: '/api/influencer/upload/gig-thumbnail',
          formFiles: ['image'],
        }),
        expect.objectContaining({
          method: 'POST',
          path: '/api/post/streamer/onboard',
          formFiles: ['bankStatement', 'signedAgreement'],
        }),
        expect.objectContaining({
          method: 'POST',
          path: '/api/v1/streamer/add-bank-details',
          formFiles: ['cancelledCheque'],
        }),
        expect.objectContaining({
          method: 'POST',
          path: '/api/influencer/update/product/:id',
          pathParams: ['id'],
        }),
      ]),
    );
  });

  it('answers no 5xx, and a route that refuses everything stores nothing, whatever the input and caller', async () => {
    // The exchange rate, once fetched, is cached as a row: fetch it before counting.
    expect((await stack.get('/api/v1/get-conversion-rate/usd-to-inr')).status).toBe(200);
    const findings: Finding[] = [];
    const storedByRefusals: string[] = [];
    let sent = 0;
    let rowsBefore = await rowCounts.take();
    const bodies = routes.filter((route) => route.bodyRules.size > 0);
    const fuzzRoute = async (route: Route, routeIndex: number): Promise<number[]> => {
      const requests = callers.flatMap((caller, callerIndex) =>
        fuzzRequests(route, caller, existing, bodies, SEED + routeIndex * 10 + callerIndex),
      );
      const statuses = await sendAll(requests, findings);
      sent += requests.length;
      if (WRITE_METHODS.has(route.method)) {
        for (const [callerIndex, caller] of callers.entries()) {
          const burst = burstRequests(
            route,
            caller,
            existing.catalogIds,
            SEED + routeIndex * 10 + callerIndex,
          );
          statuses.push(...(await sendAll(burst, findings, burst.length)));
          sent += burst.length;
        }
      }
      return statuses;
    };
    const acceptedAny = (statuses: number[]) => statuses.some((status) => status >= 200 && status < 300);
    for (const [routeIndex, route] of routes.entries()) {
      const accepted = acceptedAny(await fuzzRoute(route, routeIndex));
      // What an accepted call changed goes on in other services as its events arrive: let that finish
      // before the next route, so its rows are not counted against that route.
      let rowsAfter = accepted ? await rowCounts.settled() : await rowCounts.take();
      let stored = changedTables(rowsBefore, rowsAfter);
      if (stored.length > 0 && !accepted) {
        // A late write of an earlier route (a queued delivery, a retried event) can land while this one runs:
        // once everything is quiet, the same requests again tell a refusal that stores from one that doesn't.
        rowsBefore = await rowCounts.settled();
        const acceptedAgain = acceptedAny(await fuzzRoute(route, routeIndex));
        rowsAfter = await rowCounts.settled();
        stored = changedTables(rowsBefore, rowsAfter);
        if (stored.length > 0 && !acceptedAgain)
          storedByRefusals.push(`${route.method} ${route.path}: ${stored.join(', ')}`);
      }
      rowsBefore = rowsAfter;
    }
    console.info(`fuzz: ${routes.length} routes, ${callers.length} callers, ${sent} requests`);
    expect(findings).toEqual([]);
    expect(storedByRefusals).toEqual([]);
    // Nothing signed the callers out, so every route was fuzzed as each of them.
    for (const { token } of callers.filter((caller) => caller.token))
      expect((await stack.get('/api/current_user', { token })).status).toBe(200);
  }, 600_000);

  it("answers every socket event's bad payloads without an unexpected error, for every caller (a visitor's too)", async () => {
    const events = discoverSocketEvents(stack.gateway.app);
    expect(events).toEqual(expect.arrayContaining(['joinNotificationSession', 'endLiveSession']));
    const rowsBefore = await rowCounts.take();
    const payload = fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .array(
            fc.tuple(
              knownOrOtherKey(['_user_id', '_live_session_id', '_influencer_id']),
              fieldValue(existing.catalogIds),
            ),
            {
              maxLength: 3,
            },
          )
          .map((entries) => JSON.parse(objectText(entries)) as unknown),
      },
      fieldValue(existing.catalogIds).map((value) => JSON.parse(toJson(value)) as unknown),
    );
    const failures: string[] = [];
    let sent = 0;
    for (const caller of callers) {
      const socket = await connected(gatewaySocket(stack.gateway.url, { token: caller.token }));
      socket.on('exception', (error: unknown) =>
        failures.push(`${caller.name}: exception ${JSON.stringify(error)}`),
      );
      try {
        for (const [index, event] of events.entries()) {
          for (const body of fc.sample(payload, {
            numRuns: RUNS_PER_ROUTE_AND_CALLER * 2,
            seed: SEED + index,
          })) {
            sent += 1;
            const ack = (await socket.timeout(5000).emitWithAck(event, body)) as { error?: string };
            if (ack?.error === ErrorText.unexpected || ack?.error === LiveText.endFailed)
              failures.push(`${caller.name}: ${event} ${JSON.stringify(body).slice(0, 200)} -> ${ack.error}`);
          }
        }
        expect(socket.connected).toBe(true);
      } finally {
        socket.disconnect();
      }
    }
    console.info(`fuzz: ${events.length} socket events, ${sent} socket messages`);
    expect(failures).toEqual([]);
    expect(changedTables(rowsBefore, await rowCounts.take())).toEqual([]);
  });

  function findingOf(request: FuzzRequest, status: number, answer: string): Finding {
    const body = typeof request.body === 'string' ? request.body : request.body ? '(multipart form)' : '';
    return {
      route: `${request.route.method} ${request.route.path}`,
      caller: request.caller.name,
      status,
      url: request.url.slice(0, 300),
      body: body.slice(0, 300),
      answer: answer.slice(0, 200),
    };
  }

  /** Sends the requests, a few at a time; answers their statuses and records each wrong answer. */
  async function sendAll(
    requests: FuzzRequest[],
    findings: Finding[],
    inFlight = REQUESTS_IN_FLIGHT,
  ): Promise<number[]> {
    const statuses: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++];
        const { status, answer } = await send(request).catch((error: unknown) => ({
          status: 0,
          // fetch's own error says only 'fetch failed'; its cause says what the connection did.
          answer: `${String(error)} (${String((error as { cause?: unknown }).cause)})`,
        }));
        statuses.push(status);
        const wronglyAnswered = request.refusedByInputRules
          ? status !== 400 || answer !== REFUSED_BY_INPUT_RULES
          : status >= 500 || status === 0;
        if (wronglyAnswered) findings.push(findingOf(request, status, answer));
      }
    };
    await Promise.all(Array.from({ length: inFlight }, worker));
    return statuses;
  }

  async function send(request: FuzzRequest): Promise<{ status: number; answer: string }> {
    // Uncompressed: Node 20's fetch (undici 6.24) fails a request on a reused connection with 'other side closed'
    // after compressed answers when the server closes connections behind oversized requests (431), as the fuzz sends.
    // Compression has its own tests (hot-pages.api.spec.ts).
    const headers: Record<string, string> = { 'accept-encoding': 'identity' };
    if (request.caller.token) headers.authorization = `Bearer ${request.caller.token}`;
    if (typeof request.body === 'string') headers['content-type'] = 'application/json';
    const response = await fetch(`${stack.gateway.url}${request.url}`, {
      method: request.route.method,
      headers,
      body: request.body,
      redirect: 'manual',
    });
    return { status: response.status, answer: await response.text() };
  }
});
