import { DomainEventSchemas, type EventSubject } from '@lobby/contracts';
import type { DomainEvent } from './domain-event';

interface Issue {
  path: PropertyKey[];
  message: string;
}

/** `orderId: not a UUID`: the first thing wrong with an event, for a log line and the parked row's reason. */
export function firstIssue(issues: readonly Issue[], under?: string): string {
  const issue = issues[0];
  if (!issue) return 'malformed';
  const path = [...(under ? [under] : []), ...issue.path.map(String)].join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** A delivered message read as an event of `subject`: the event with its parsed data, or why it can't be. */
export type ReadEvent =
  | { ok: true; event: DomainEvent }
  | { ok: false; eventId: string; payload: unknown; reason: string };

/**
 * Reads a delivered message: JSON, an event envelope (`{ id, subject, occurredAt, data }`), and data its
 * subject's schema accepts. `fallbackId` names the delivery when the envelope carries no id of its own.
 */
export function readEvent(subject: EventSubject, bytes: Uint8Array, fallbackId: string): ReadEvent {
  const text = new TextDecoder().decode(bytes);
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch (error) {
    return { ok: false, eventId: fallbackId, payload: text, reason: `not JSON: ${(error as Error).message}` };
  }
  const fields = (typeof envelope === 'object' && envelope !== null ? envelope : {}) as Partial<DomainEvent>;
  const eventId = typeof fields.id === 'string' && fields.id !== '' ? fields.id : undefined;
  if (!eventId) return { ok: false, eventId: fallbackId, payload: envelope, reason: 'no event id' };
  const parsed = DomainEventSchemas[subject].safeParse(fields.data);
  if (!parsed.success) {
    return { ok: false, eventId, payload: envelope, reason: firstIssue(parsed.error.issues, 'data') };
  }
  return {
    ok: true,
    event: {
      id: eventId,
      subject: typeof fields.subject === 'string' ? fields.subject : subject,
      occurredAt: typeof fields.occurredAt === 'string' ? fields.occurredAt : '',
      data: parsed.data,
    },
  };
}
