import { randomUUID } from 'node:crypto';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import type { EventOf, EventSubject } from '@lobby/contracts';

const codec = JSONCodec<unknown>();

/**
 * Publishes durable domain events into the stream the services consume, as another service's outbox relay
 * would: `{ id, subject, occurredAt, data }`. Publishing one event id again with a new message id is how a
 * test makes the same event arrive twice (a redelivery); JetStream itself would drop a repeated message id.
 */
export class DomainEventPublisher {
  private connection!: NatsConnection;

  async start(natsUrl: string): Promise<this> {
    this.connection = await connect({ servers: natsUrl, name: 'test-events' });
    return this;
  }

  async publish(subject: string, data: unknown, eventId: string = randomUUID()): Promise<string> {
    const event = { id: eventId, subject, occurredAt: new Date().toISOString(), data };
    await this.connection.jetstream().publish(subject, codec.encode(event), { msgID: randomUUID() });
    return eventId;
  }

  async stop(): Promise<void> {
    await this.connection?.drain();
  }
}

/**
 * A well-formed payload of each durable event subject, fresh ids each call, with `overrides` on top: what a test
 * needs when the event's content doesn't matter, only that its schema takes it.
 */
export function sampleEvent<S extends EventSubject>(subject: S, overrides: Partial<EventOf<S>> = {}): EventOf<S> {
  return { ...(SAMPLES[subject]() as EventOf<S>), ...overrides };
}

const id = () => randomUUID();
const now = () => new Date().toISOString();

const SAMPLES: { [S in EventSubject]: () => EventOf<S> } = {
  'events.identity.user-profile-changed': () => ({
    userId: id(),
    username: 'sample',
    fullName: 'Sample Person',
    bio: null,
    profession: null,
    imageUrl: null,
    socialLinks: [],
    role: 'user',
    country: null,
    listed: true,
    version: now(),
  }),
  'events.identity.onboarding-verified': () => ({ streamerId: id(), submissionId: id(), verifiedAt: now() }),
  'events.identity.moderator-invited': () => ({
    invitationId: id(),
    inviteeId: id(),
    streamer: { userId: id(), username: 'star', fullName: 'Star', imageUrl: null },
  }),
  'events.payments.payment-succeeded': () => ({
    sessionId: id(),
    holdKind: 'slot',
    holdId: id(),
    orderId: id(),
    userId: id(),
    amount: 500,
    currency: 'USD',
    provider: 'sandbox',
    providerRef: 'sandbox_1',
    discount: 0,
    promoCode: null,
  }),
  'events.payments.payment-failed': () => ({
    sessionId: id(),
    holdKind: 'slot',
    holdId: id(),
    userId: id(),
    reason: 'declined',
  }),
  'events.payments.checkout-started': () => ({
    sessionId: id(),
    holdKind: 'slot',
    holdId: id(),
    userId: id(),
    streamerId: id(),
    gigId: id(),
    amount: 500,
    currency: 'USD',
    startedAt: now(),
  }),
  'events.payments.promo-code-launched': () => ({
    promoCodeId: id(),
    streamerId: id(),
    code: 'SAVE10',
    discountType: 'percent',
    percentOff: 10,
    amountOff: null,
    currency: null,
    validFrom: null,
    validUntil: null,
  }),
  'events.payouts.payout-completed': () => ({
    payoutId: id(),
    streamerId: id(),
    amount: 1000,
    currency: 'USD',
    orderCount: 2,
    completedAt: now(),
  }),
  'events.catalog.gig-changed': () => ({
    gigId: id(),
    streamerId: id(),
    slug: 'a-gig',
    title: 'A gig',
    price: 500,
    currency: 'USD',
    players: 4,
    modeMinutes: 30,
    bookable: true,
    cancellationPolicy: 'flexible',
    version: now(),
  }),
  'events.live.session-changed': () => ({
    liveSessionId: id(),
    streamerId: id(),
    title: 'Live',
    price: 300,
    currency: 'USD',
    status: 'live',
    version: now(),
  }),
  'events.booking.order-paid': () => ({
    orderId: id(),
    order_id: 'LB-1',
    holdKind: 'slot',
    userId: id(),
    slotId: id(),
    gigId: id(),
    liveSessionId: null,
    streamerId: id(),
    numberOfPlayers: 1,
    paymentRef: id(),
    amountPaid: 500,
    currency: 'USD',
    paidAt: now(),
    gigTitle: 'A gig',
    gigSlug: 'a-gig',
    slotStartsAt: now(),
    slotEndsAt: now(),
    amount: 500,
    discount: 0,
    promoCode: null,
    provider: 'sandbox',
  }),
  'events.booking.order-released': () => ({ orderId: id(), status: 'expired' }),
  'events.booking.payment-rejected': () => ({ orderId: id(), sessionId: id(), reason: 'expired' }),
  'events.booking.order-refund-due': () => ({ orderId: id(), userId: id(), amount: 500, currency: 'USD' }),
  'events.booking.order-cancelled': () => ({
    orderId: id(),
    userId: id(),
    streamerId: id(),
    refundAmount: 500,
    currency: 'USD',
    reason: 'fan-cancelled',
    cancelledAt: now(),
  }),
  'events.booking.order-play-validated': () => ({
    orderId: id(),
    streamerId: id(),
    played: true,
    validatedBy: id(),
    validatedAt: now(),
  }),
  'events.booking.slots-added': () => ({
    streamerId: id(),
    gigId: id(),
    gigTitle: 'A gig',
    gigSlug: 'a-gig',
    slots: [{ slotId: id(), startsAt: now(), endsAt: now() }],
  }),
  'events.booking.queue-joined': () => ({
    entryId: id(),
    liveSessionId: id(),
    streamerId: id(),
    userId: id(),
    kind: 'regular',
    joinedAt: now(),
  }),
  'events.booking.queue-called': () => ({
    entryId: id(),
    liveSessionId: id(),
    streamerId: id(),
    userId: id(),
    lobbyCodeReady: true,
    calledAt: now(),
  }),
  'events.booking.giveaway-winner': () => ({ drawId: id(), title: 'A giveaway', userId: id() }),
  'events.audit.staff-action': () => ({
    actorId: id(),
    action: 'test.thing.update',
    target: { type: 'thing', id: id() },
    before: null,
    after: { changed: true },
    at: now(),
  }),
};
