import type { z } from 'zod';

/** What a route's request carries, each part parsed at the gateway before its controller runs. */
export interface RouteSchema {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

/** Route schemas grouped as the route map groups its routes: `{ orders: { createOrder: {...} } }`. */
export type RouteSchemaTable = Record<string, Record<string, RouteSchema>>;

type Part<S, K extends keyof RouteSchema> = S extends { [P in K]: infer T extends z.ZodType } ? T : never;

/** What a client sends: the schema's input (a query's numbers may be text). */
export type InputOf<S, K extends keyof RouteSchema> = z.input<Part<S, K>>;
/** What a controller gets once the gateway has parsed it. */
export type ParsedOf<S, K extends keyof RouteSchema> = z.output<Part<S, K>>;
/** What a schema gives once it has parsed a message (a controller's or a handler's typed input). */
export type Parsed<S extends z.ZodType> = z.output<S>;
