import { DomainError } from './errors';

/** Every state and the states it may move to next (an empty list: final). */
export type Transitions<State extends string> = Readonly<Record<State, readonly State[]>>;

/**
 * The one place a record's status moves are allowed, e.g.
 *
 *     const checkoutStates = new StateMachine<CheckoutStatus>(
 *       { created: ['paid', 'failed'], paid: ['refunded'], refunded: [], failed: [] },
 *       (from, to) => `A checkout can't go from ${from} to ${to}`,
 *     );
 *     checkoutStates.assertTransition(row.status, 'paid'); // 409 with that text when refused
 *     update(...).where(inArray(table.status, checkoutStates.sourcesOf('paid'))); // the same rule in SQL
 */
export class StateMachine<State extends string> {
  constructor(
    private readonly transitions: Transitions<State>,
    /** The conflict's text when a move is refused and the caller gives none. */
    private readonly refusal: (from: State, to: State) => string,
  ) {}

  canTransition(from: State, to: State): boolean {
    return this.transitions[from]?.includes(to) ?? false;
  }

  /** Throws the service's conflict (409) unless `from` may move to `to`. */
  assertTransition(from: State, to: State, message: string = this.refusal(from, to)): void {
    if (!this.canTransition(from, to)) throw DomainError.conflict(message);
  }

  /** The states that may move to `to`, for conditional updates (`WHERE status IN (...)`). */
  sourcesOf(to: State): State[] {
    return this.states().filter((from) => this.canTransition(from, to));
  }

  isFinal(state: State): boolean {
    return this.transitions[state].length === 0;
  }

  states(): State[] {
    return Object.keys(this.transitions) as State[];
  }
}
