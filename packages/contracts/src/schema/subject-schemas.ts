import type { z } from 'zod';
import { adminToolsSubjectSchemas } from '../admin-tools-schemas';
import { bookingSubjectSchemas } from '../booking/schemas';
import { contentSubjectSchemas } from '../content/schemas';
import { identitySubjectSchemas } from '../identity/schemas';
import { notificationsSubjectSchemas } from '../notifications/schemas';
import { paymentsSubjectSchemas } from '../payments/schemas';
import type { RequestOf, Subject } from '../subjects';

/** A subject's schema parses to (a narrowing of) the request the subject map says its handler takes. */
export type SubjectSchemaTable = { [S in Subject]?: z.ZodType<RequestOf<S>, unknown> };

/** The request schema of each NATS subject that has one; `@Handles(subject)` parses with it. */
export const subjectSchemas: SubjectSchemaTable = {
  ...bookingSubjectSchemas,
  ...paymentsSubjectSchemas,
  ...adminToolsSubjectSchemas,
  ...identitySubjectSchemas,
  ...contentSubjectSchemas,
  ...notificationsSubjectSchemas,
};
