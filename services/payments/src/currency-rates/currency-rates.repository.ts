import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DATABASE } from '@lobby/service-kit';
import type { PaymentsDatabase } from '../db/database';
import { exchangeRates } from '../db/schema';

export type ExchangeRatesRow = typeof exchangeRates.$inferSelect;

/** The only code that reads or writes the cached exchange rates. */
@Injectable()
export class CurrencyRatesRepository {
  constructor(@Inject(DATABASE) private readonly db: PaymentsDatabase) {}

  async find(base: string): Promise<ExchangeRatesRow | undefined> {
    const [row] = await this.db.select().from(exchangeRates).where(eq(exchangeRates.base, base));
    return row;
  }

  async save(row: ExchangeRatesRow): Promise<ExchangeRatesRow> {
    const { base, ...values } = row;
    const [saved] = await this.db
      .insert(exchangeRates)
      .values(row)
      .onConflictDoUpdate({ target: exchangeRates.base, set: values })
      .returning();
    return saved ?? { base, ...values };
  }
}
