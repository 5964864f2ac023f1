import { Injectable } from '@nestjs/common';
import type { HoldKind, OrderStatus } from '@lobby/contracts';
import type { Executor } from '../db/database';
import type { orders } from '../db/schema';

/** An order row: a priced, expiring hold of either kind. */
export type HoldRow = typeof orders.$inferSelect;

/** Work to do once the transaction that changed holds has committed (e.g. pushing the change to browsers). */
export type AfterCommit = () => Promise<void> | void;

/** What an order-paid event and an invoice name as bought: the gig and slot, or the live session. */
export interface HoldSubject {
  title: string;
  slug: string;
  startsAt: Date;
  endsAt: Date;
}

/** The texts a kind answers with where the two kinds' spec texts differ. */
export interface HoldTexts {
  notFound: string;
  expired: string;
  /** Refusing a payment of a hold not held; the state machine's text when none. */
  notPayable?: string;
}

/**
 * What a kind of hold does to the thing it holds, given to holds/ by the folder that owns that thing (orders/
 * for slots' seats, queues/ for VIP places), so holds/ imports neither. Every method runs inside the transaction
 * that changes the hold, after the hold's row is locked (or, for `lockFirst`, before).
 */
export interface HoldKindEffects {
  readonly kind: HoldKind;
  readonly texts: HoldTexts;
  /** What happens to a hold released before it was ever paid: the row goes (slot) or stays as expired (vip). */
  readonly releasedHold: 'delete' | 'expire';
  /** Takes the locks that must come before the hold's own (a VIP place: its session's queue). */
  lockFirst(tx: Executor, hold: HoldRow): Promise<void>;
  /** Checks, before the hold moves to paid, that what it holds can still take the payment (throws if not). */
  assertPayable(tx: Executor, hold: HoldRow): Promise<void>;
  /** The hold is now paid. */
  paid(tx: Executor, hold: HoldRow): Promise<AfterCommit | void>;
  /** Holds of this kind moved from `from` to `to` (expired, cancelled or refunded): give back what they held. */
  ended(
    tx: Executor,
    holds: { row: HoldRow; from: OrderStatus }[],
    to: OrderStatus,
  ): Promise<AfterCommit | void>;
  /** What the order-paid event names as bought. */
  subject(tx: Executor, hold: HoldRow): Promise<HoldSubject>;
}

/** The kinds' effects, registered by orders/ and queues/ when the module starts. */
@Injectable()
export class HoldKinds {
  private readonly kinds = new Map<HoldKind, HoldKindEffects>();

  register(effects: HoldKindEffects): void {
    this.kinds.set(effects.kind, effects);
  }

  of(kind: HoldKind): HoldKindEffects {
    const effects = this.kinds.get(kind);
    if (!effects) throw new Error(`no effects registered for ${kind} holds`);
    return effects;
  }
}
