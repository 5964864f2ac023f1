import type { GiveawayEventSubjects } from '../admin-tools';
import type { AuditEventSubjects } from '../audit/staff-actions';
import type { BookingEventSubjects, QueueKind } from '../booking/types';
import type {
  CatalogEventSubjects,
  DomainEventSubjects,
  HoldKind,
  LiveEventSubjects,
  PaymentsEventSubjects,
} from '../events';
import type { ModeratorEventSubjects } from '../identity/moderator-appointments';
import type { OnboardingEventSubjects } from '../identity/stars-admin';
import type { PayoutEventSubjects } from '../notifications/types';
import type { DomainEventSchemas, holdKind, queueKind } from './domain-events';

/**
 * Compile-time checks that the event map and the constants beside the payload types agree. Apart from the map so
 * the map imports none of the modules that re-export its types (no import loop); nothing imports this file.
 */

type ValueOf<T> = T[keyof T];
/** Every subject constant of a durable event. */
type DeclaredSubject =
  | ValueOf<typeof DomainEventSubjects>
  | ValueOf<typeof OnboardingEventSubjects>
  | ValueOf<typeof ModeratorEventSubjects>
  | ValueOf<typeof PaymentsEventSubjects>
  | ValueOf<typeof PayoutEventSubjects>
  | ValueOf<typeof CatalogEventSubjects>
  | ValueOf<typeof LiveEventSubjects>
  | ValueOf<typeof BookingEventSubjects>
  | ValueOf<typeof GiveawayEventSubjects>
  | ValueOf<typeof AuditEventSubjects>;
/** A subject with a constant and no schema, or a schema and no constant: must stay `never`. */
type Unmatched =
  | Exclude<DeclaredSubject, keyof typeof DomainEventSchemas>
  | Exclude<keyof typeof DomainEventSchemas, DeclaredSubject>;
const everySubjectHasASchema: [Unmatched] extends [never] ? true : Unmatched = true;
void everySubjectHasASchema;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const kindsAgree: [
  Same<HoldKind, (typeof holdKind)['options'][number]>,
  Same<QueueKind, (typeof queueKind)['options'][number]>,
] = [true, true];
void kindsAgree;
