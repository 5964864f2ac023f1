import type { Role, SessionScope, StaffPermission } from '@lobby/contracts';
import type { FastifyRequest } from 'fastify';

/** The caller after the token was verified and their live auth state was read from identity. */
export interface AuthenticatedUser {
  userId: string;
  role: Role;
  /** The refresh-token family of this sign-in; logout and token renewal name it. */
  familyId: string;
  permissions: StaffPermission[];
  modStreamers: string[];
  /** Set for a limited sign-in (an OBS code's): only routes marked for that scope accept it. */
  scope?: SessionScope;
}

export type GatewayRequest = FastifyRequest & {
  user?: AuthenticatedUser | null;
  /** Set by the ActingForStreamer guard: the streamer this request acts for. */
  actingStreamerId?: string;
};
