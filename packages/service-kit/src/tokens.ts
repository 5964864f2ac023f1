/** Injection tokens the kit provides to every service. */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export const APP_CONFIG = Symbol('APP_CONFIG');
export const DATABASE = Symbol('DATABASE');
export const PG_POOL = Symbol('PG_POOL');
export const LOGGER = Symbol('LOGGER');
export const NATS_SERVER = Symbol('NATS_SERVER');
export const RPC_CLIENT = Symbol('RPC_CLIENT');
export const CLOCK = Symbol('CLOCK');
export const EVENT_BUS = Symbol('EVENT_BUS');
export const DELIVERIES = Symbol('DELIVERIES');
