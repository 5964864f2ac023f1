import type { z } from 'zod';
import { bookingSubjectSchemas } from '../booking/schemas';
import { contentSubjectSchemas } from '../content/schemas';
import { identitySubjectSchemas } from '../identity/schemas';
import { notificationsSubjectSchemas } from '../notifications/schemas';
import type { Subject } from '../subjects';

/** The request schema of each NATS subject that has one; `@Handles(subject)` parses with it. */
export const subjectSchemas: Partial<Record<Subject, z.ZodType>> = {
  ...bookingSubjectSchemas,
  ...identitySubjectSchemas,
  ...contentSubjectSchemas,
  ...notificationsSubjectSchemas,
};
