import { ErrorText, PaymentsText } from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { PaymentsHarness } from '../test/payments-fixtures';

describe('payments: wallet ledger', () => {
  const payments = new PaymentsHarness();

  beforeAll(() => payments.start(), 30_000);
  afterAll(() => payments.stop());

  const debit = (userId: string, amount: number, idempotencyKey = `pay-${newId()}`) =>
    payments.send('payments.walletDebit', {
      userId,
      amount,
      currency: 'USD',
      kind: 'payment',
      idempotencyKey,
    });

  async function ledgerSums() {
    const { rows } = await payments.db.query<{ transaction_id: string; total: string; entries: string }>(
      `SELECT transaction_id, sum(amount_minor) AS total, count(*) AS entries
         FROM ledger_entries GROUP BY transaction_id`,
    );
    return rows;
  }

  it('starts every wallet at zero in each currency', async () => {
    const fan = newId();
    expect(await payments.send('payments.walletBalance', { userId: fan })).toEqual({
      userId: fan,
      balances: [
        { currency: 'USD', amount: 0 },
        { currency: 'INR', amount: 0 },
      ],
    });
  });

  it('credits and debits in minor units and reports the balance after each', async () => {
    const fan = newId();
    const credit = await payments.topUp(fan, 2_500);
    expect(credit).toMatchObject({
      userId: fan,
      amount: 2_500,
      currency: 'USD',
      kind: 'top_up',
      balance: 2_500,
    });
    expect(await debit(fan, 999)).toMatchObject({ amount: 999, kind: 'payment', balance: 1_501 });
    const { balances } = await payments.send('payments.walletBalance', { userId: fan });
    expect(balances).toContainEqual({ currency: 'USD', amount: 1_501 });
    expect(balances).toContainEqual({ currency: 'INR', amount: 0 });
  });

  it('refuses a debit larger than the balance with 409 and moves nothing', async () => {
    const fan = newId();
    await payments.topUp(fan, 500);
    expect(await refusal(debit(fan, 501))).toEqual({
      status: 409,
      message: PaymentsText.insufficientWalletBalance,
    });
    expect(await refusal(debit(newId(), 1))).toEqual({
      status: 409,
      message: PaymentsText.insufficientWalletBalance,
    });
    const { rows } = await payments.db.query(`SELECT balance_minor FROM accounts WHERE account = $1`, [
      `wallet:${fan}:USD`,
    ]);
    expect(Number(rows[0].balance_minor)).toBe(500);
  });

  it('lets exactly 5 of 20 concurrent debits through when the balance covers 5', async () => {
    const fan = newId();
    await payments.topUp(fan, 5 * 700 + 699);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => debit(fan, 700)));
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(succeeded).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.reason).toMatchObject({ status: 409, message: PaymentsText.insufficientWalletBalance });
    }
    const { balances } = await payments.send('payments.walletBalance', { userId: fan });
    expect(balances).toContainEqual({ currency: 'USD', amount: 699 });
  });

  it('moves money once per idempotency key, even when the same call arrives many times at once', async () => {
    const fan = newId();
    const creditKey = `refund-${newId()}`;
    const refund = () =>
      payments.send('payments.walletCredit', {
        userId: fan,
        amount: 1_000,
        currency: 'INR',
        kind: 'refund',
        idempotencyKey: creditKey,
      });
    const credits = await Promise.all(Array.from({ length: 10 }, refund));
    expect(new Set(credits.map((c) => c.transactionId)).size).toBe(1);

    const debitKey = `pay-${newId()}`;
    const pay = () =>
      payments.send('payments.walletDebit', {
        userId: fan,
        amount: 300,
        currency: 'INR',
        kind: 'payment',
        idempotencyKey: debitKey,
      });
    const debits = await Promise.all(Array.from({ length: 10 }, pay));
    expect(new Set(debits.map((d) => d.transactionId)).size).toBe(1);
    expect((await pay()).transactionId).toBe(debits[0].transactionId);

    const { balances } = await payments.send('payments.walletBalance', { userId: fan });
    expect(balances).toContainEqual({ currency: 'INR', amount: 700 });
    const { rows } = await payments.db.query(
      `SELECT count(*)::int AS n FROM wallet_transactions WHERE user_id = $1`,
      [fan],
    );
    expect(rows[0].n).toBe(2);
  });

  it('refuses a reused idempotency key with a different amount', async () => {
    const fan = newId();
    await payments.topUp(fan, 1_000);
    const key = `pay-${newId()}`;
    await debit(fan, 100, key);
    expect(await refusal(debit(fan, 200, key))).toEqual({
      status: 409,
      message: PaymentsText.idempotencyKeyReused,
    });
  });

  it('refuses fractional, zero and negative amounts and unknown kinds', async () => {
    const fan = newId();
    for (const amount of [0, -5, 10.5, Number.NaN]) {
      expect(await refusal(payments.topUp(fan, amount))).toEqual({
        status: 400,
        message: ErrorText.badRequest,
      });
    }
    expect(
      await refusal(
        payments.send('payments.walletCredit', {
          userId: fan,
          amount: 100,
          currency: 'USD',
          kind: 'payment' as 'refund',
          idempotencyKey: newId(),
        }),
      ),
    ).toEqual({ status: 400, message: ErrorText.badRequest });
  });

  it('writes two entries per transaction that sum to zero, and every balance matches its entries', async () => {
    const sums = await ledgerSums();
    expect(sums.length).toBeGreaterThan(10);
    for (const row of sums) {
      expect(Number(row.total)).toBe(0);
      expect(Number(row.entries)).toBe(2);
    }
    const { rows } = await payments.db.query(
      `SELECT a.account, a.balance_minor, coalesce(sum(e.amount_minor), 0) AS entries
         FROM accounts a LEFT JOIN ledger_entries e ON e.account = a.account
        GROUP BY a.account, a.balance_minor`,
    );
    for (const row of rows) expect(Number(row.balance_minor)).toBe(Number(row.entries));
    const total = await payments.db.query(`SELECT sum(balance_minor) AS total FROM accounts`);
    expect(Number(total.rows[0].total)).toBe(0);
  });

  it('is guarded by the database too: a wallet row can never hold a negative balance', async () => {
    const fan = newId();
    await payments.topUp(fan, 100);
    await expect(
      payments.db.query(`UPDATE accounts SET balance_minor = -1 WHERE account = $1`, [`wallet:${fan}:USD`]),
    ).rejects.toMatchObject({ constraint: 'accounts_wallet_not_negative' });
  });

  it("lists the fan's own wallet movements newest first, signed, ten to a page, and nobody else's", async () => {
    const fan = newId();
    const other = newId();
    await payments.topUp(other, 7_000);
    for (const amount of [1_000, 2_000, 3_000, 4_000, 5_000, 6_000, 7_000, 8_000, 9_000, 10_000])
      await payments.topUp(fan, amount);
    await debit(fan, 1_234);

    const first = await payments.send('payments.walletMovements', { userId: fan });
    expect(first).toMatchObject({ total: 11, totalPages: 2, limit: 10 });
    expect(first.data[0]).toEqual({
      _id: expect.any(String),
      createdAt: expect.any(String),
      kind: 'payment',
      amount: -1_234,
      currency: 'USD',
    });
    expect(first.data.slice(1, 3).map((movement) => [movement.kind, movement.amount])).toEqual([
      ['top_up', 10_000],
      ['top_up', 9_000],
    ]);
    const second = await payments.send('payments.walletMovements', { userId: fan, page: 2 });
    expect(second.data.map((movement) => movement.amount)).toEqual([1_000]);
    // Every figure traces to the ledger: the movements sum to the balance.
    const all = await payments.send('payments.walletMovements', { userId: fan, limit: 100 });
    const { balances } = await payments.send('payments.walletBalance', { userId: fan });
    expect(all.data.reduce((sum, movement) => sum + movement.amount, 0)).toBe(
      balances.find((balance) => balance.currency === 'USD')!.amount,
    );
    expect((await payments.send('payments.walletMovements', { userId: newId() })).total).toBe(0);
  });
});
