import type { AdminFiguresSubjects } from './admin-dashboard';
import type { AdminToolsSubjects } from './admin-tools';
import type { PlayValidationSubjects } from './booking/play-validations';
import type { BookingSubjects } from './booking/subjects';
import type { CatalogAnalyticsSubjects } from './catalog/analytics';
import type { CatalogSubjects } from './catalog/subjects';
import type { BlogSubjects } from './content/blogs';
import type { ContentSubjects } from './content/subjects';
import type { FaqSubjects } from './content/faqs';
import type { LegalSubjects } from './content/legal';
import type { SubmissionSubjects } from './content/submissions';
import type { OnboardingSubjects } from './identity/onboarding';
import type { StaffSubjects } from './identity/staff';
import type { ModeratorAppointmentSubjects } from './identity/moderator-appointments';
import type { ModerationSubjects } from './identity/moderation';
import type { IdentitySubjects } from './identity/subjects';
import type { StarsAdminSubjects } from './identity/stars-admin';
import type { LiveSubjects } from './live/subjects';
import type { NotificationsSubjects } from './notifications/subjects';
import type { PaymentsSubjects } from './payments/subjects';
import type { Ping, ServiceName } from './rpc';

interface FoundationSubjects {
  'booking.ping': Ping;
  'payments.ping': Ping;
  'live.ping': Ping;
  'notifications.ping': Ping;
}

/**
 * Every NATS request subject with its request and response types, one interface per owning service.
 * Subject names are `<service>.<action>`, so the owning service is the prefix.
 */
export interface SubjectMap
  extends
    FoundationSubjects,
    IdentitySubjects,
    AdminToolsSubjects,
    ModerationSubjects,
    ModeratorAppointmentSubjects,
    AdminFiguresSubjects,
    OnboardingSubjects,
    StarsAdminSubjects,
    StaffSubjects,
    ContentSubjects,
    BlogSubjects,
    FaqSubjects,
    LegalSubjects,
    SubmissionSubjects,
    CatalogSubjects,
    CatalogAnalyticsSubjects,
    BookingSubjects,
    PlayValidationSubjects,
    PaymentsSubjects,
    LiveSubjects,
    NotificationsSubjects {
  'catalog.ping': Ping;
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
