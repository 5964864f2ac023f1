export const ServiceNames = [
  'identity',
  'catalog',
  'booking',
  'payments',
  'live',
  'notifications',
  'content',
] as const;
export type ServiceName = (typeof ServiceNames)[number];

export interface PingResponse {
  service: ServiceName;
  status: 'up' | 'degraded';
  checks: { database: 'up' | 'down'; nats: 'up' | 'down' };
  version: string;
}

export interface Message {
  message: string;
}

/** The caller as the gateway authenticated them; services re-check ownership against it. */
export interface Actor {
  userId: string;
}

export type Ping = { req: Record<string, never>; res: PingResponse };

/** Spec §3 "Paginated lists": one page of a list with its position and totals. */
export interface Page<T> {
  data: T[];
  page: number;
  limit: number;
  totalPages: number;
  total: number;
}

export interface PageRequest {
  page: number;
  limit: number;
}
