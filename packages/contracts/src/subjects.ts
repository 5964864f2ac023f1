import type {
  AuthSession,
  AuthState,
  ModeratedStreamer,
  PendingVerification,
  SignupRequest,
  TokenPair,
  UserDto,
} from './identity';

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

type Ping = { req: Record<string, never>; res: PingResponse };

/**
 * Every NATS request subject with its request and response types. Subject names are `<service>.<action>`,
 * so the owning service is the prefix.
 */
export interface SubjectMap {
  'identity.ping': Ping;
  'identity.signup': { req: SignupRequest; res: PendingVerification };
  'identity.verifyEmailLink': { req: { token: string }; res: Message & { user: UserDto } };
  'identity.verifyEmailOtp': { req: { token: string; otp: string }; res: Message & { user: UserDto } };
  'identity.resendVerification': { req: { email: string }; res: Message & { token?: string } };
  'identity.login': { req: { identifier: string; password: string }; res: AuthSession };
  'identity.adminLogin': { req: { username: string; password: string }; res: AuthSession };
  'identity.currentUser': { req: Actor; res: UserDto };
  'identity.getUser': { req: Actor & { id: string }; res: UserDto };
  'identity.authState': { req: { userId: string; familyId: string }; res: AuthState };
  'identity.logout': { req: Actor & { familyId: string }; res: Message };
  'identity.refreshToken': { req: { refreshToken: string }; res: TokenPair };
  'identity.generateNewToken': { req: Actor & { familyId: string }; res: { accessToken: string } };
  'identity.forgotPassword': { req: { email: string }; res: Message };
  'identity.resetPassword': { req: { token: string; newPassword: string }; res: Message };
  'identity.changePassword': { req: Actor & { oldPassword: string; newPassword: string }; res: Message };
  'identity.setStreamerPassword': { req: { email: string; token: string; password: string }; res: Message };
  'identity.saveEmail': { req: Actor & { id: string; email: string }; res: Message & { user: UserDto } };
  'identity.saveCountry': {
    req: Actor & { id: string; billingCountry: string; familyId: string | null };
    res: TokenPair & { user: UserDto };
  };
  'identity.moderatorDetails': { req: Actor; res: { streamers: ModeratedStreamer[] } };
  'identity.storeUserIp': { req: { userId: string | null; ip: string }; res: { ip: string } };

  'catalog.ping': Ping;
  'booking.ping': Ping;
  'payments.ping': Ping;
  'live.ping': Ping;
  'notifications.ping': Ping;
  'content.ping': Ping;
}

export type Subject = keyof SubjectMap;
export type RequestOf<S extends Subject> = SubjectMap[S]['req'];
export type ResponseOf<S extends Subject> = SubjectMap[S]['res'];

export function pingSubject(service: ServiceName): Subject {
  return `${service}.ping`;
}

export function serviceOfSubject(subject: Subject): ServiceName {
  return subject.slice(0, subject.indexOf('.')) as ServiceName;
}

/** How an error crosses NATS; the gateway answers the same status with `{ error: message }`. */
export interface RpcErrorPayload {
  status: number;
  message: string;
}

export function isRpcErrorPayload(value: unknown): value is RpcErrorPayload {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RpcErrorPayload).status === 'number' &&
    typeof (value as RpcErrorPayload).message === 'string'
  );
}

/** NATS header that carries the gateway's request id into every service's logs. */
export const REQUEST_ID_HEADER = 'x-request-id';
