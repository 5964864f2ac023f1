import {
  AuditEventSubjects,
  ErrorText,
  PaymentGatewayText,
  PaymentsFieldText,
  PaymentsText,
} from '@lobby/contracts';
import { newId } from '@lobby/service-kit';
import { refusal } from '@lobby/test-kit';
import { PaymentsHarness } from '../test/payments-fixtures';

describe('payments: payment gateways', () => {
  const payments = new PaymentsHarness();

  beforeAll(() => payments.start(), 30_000);
  afterAll(() => payments.stop());

  const active = () => payments.send('payments.activePaymentGateways', {});
  const staff = { userId: newId() };

  it('offers the sandbox and the wallet by priority when no Stripe key is configured', async () => {
    expect((await active()).map((g) => [g.name, g.priority])).toEqual([
      ['sandbox', 2],
      ['wallet', 3],
    ]);
  });

  it('follows the priorities and switches staff set', async () => {
    const all = await payments.send('payments.paymentGateways', staff);
    expect(all.map((g) => g.name)).toEqual(['stripe', 'sandbox', 'wallet']);
    const wallet = all.find((g) => g.name === 'wallet')!;
    const sandbox = all.find((g) => g.name === 'sandbox')!;

    await payments.send('payments.updatePaymentGateway', { ...staff, gatewayId: wallet._id, priority: 0 });
    expect((await active()).map((g) => g.name)).toEqual(['wallet', 'sandbox']);

    const off = await payments.send('payments.updatePaymentGateway', {
      ...staff,
      gatewayId: sandbox._id,
      isActive: false,
    });
    expect(off.isActive).toBe(false);
    expect((await active()).map((g) => g.name)).toEqual(['wallet']);

    expect(
      await refusal(
        payments.send('payments.updatePaymentGateway', { ...staff, gatewayId: newId(), priority: 1 }),
      ),
    ).toEqual({ status: 404, message: PaymentsText.paymentGatewayMissing });
    expect(
      await refusal(
        payments.send('payments.updatePaymentGateway', { ...staff, gatewayId: wallet._id, priority: 1.5 }),
      ),
    ).toEqual({ status: 400, message: PaymentsFieldText.priority });
    expect(
      await refusal(payments.send('payments.updatePaymentGateway', { ...staff, gatewayId: wallet._id })),
    ).toEqual({ status: 400, message: ErrorText.badRequest });
  });
});

describe('payments: staff save the payment gateways', () => {
  const payments = new PaymentsHarness();
  beforeAll(() => payments.start(), 30_000);
  afterAll(() => payments.stop());
  const staff = { userId: newId() };
  const active = () => payments.send('payments.activePaymentGateways', {});

  it('saves order and switches at once, audits each changed gateway, and keeps one way to pay', async () => {
    const all = await payments.send('payments.paymentGateways', staff);
    const byName = Object.fromEntries(all.map((g) => [g.name, g]));
    const saved = await payments.send('payments.savePaymentGateways', {
      ...staff,
      gateways: [
        { _id: byName.wallet._id, priority: 1, isActive: true },
        { _id: byName.sandbox._id, priority: 2, isActive: false },
      ],
    });
    expect(saved.map((g) => [g.name, g.isActive])).toEqual([
      ['stripe', true],
      ['wallet', true],
      ['sandbox', false],
    ]);
    expect((await active()).map((g) => g.name)).toEqual(['wallet']);
    const { rows } = await payments.db.query(
      `SELECT payload FROM kit_outbox WHERE subject = $1 ORDER BY created_at`,
      [AuditEventSubjects.staffAction],
    );
    expect(rows.map((row) => row.payload.target.label)).toEqual(
      expect.arrayContaining([byName.wallet.displayName, byName.sandbox.displayName]),
    );
    expect(rows.find((row) => row.payload.target.id === byName.sandbox._id)?.payload).toMatchObject({
      actorId: staff.userId,
      action: 'payments.paymentGateway.update',
      before: { isActive: true },
      after: { isActive: false },
    });

    // The wallet is the last gateway a buyer is offered (Stripe has no key here): it can't be switched off.
    expect(
      await refusal(
        payments.send('payments.updatePaymentGateway', {
          ...staff,
          gatewayId: byName.wallet._id,
          isActive: false,
        }),
      ),
    ).toEqual({ status: 409, message: PaymentGatewayText.lastActive });
    expect(
      await refusal(
        payments.send('payments.savePaymentGateways', {
          ...staff,
          gateways: [{ _id: byName.wallet._id, priority: 1, isActive: false }],
        }),
      ),
    ).toEqual({ status: 409, message: PaymentGatewayText.lastActive });
    expect((await active()).map((g) => g.name)).toEqual(['wallet']);

    expect(
      await refusal(
        payments.send('payments.savePaymentGateways', {
          ...staff,
          gateways: [
            { _id: byName.wallet._id, priority: 1, isActive: true },
            { _id: byName.wallet._id, priority: 2, isActive: true },
          ],
        }),
      ),
    ).toEqual({ status: 400, message: PaymentGatewayText.duplicate });
    expect(await refusal(payments.send('payments.savePaymentGateways', { ...staff, gateways: [] }))).toEqual({
      status: 400,
      message: ErrorText.badRequest,
    });
  });
});

describe('payments: payment gateways with Stripe configured', () => {
  const payments = new PaymentsHarness({
    STRIPE_SECRET_KEY: 'sk_test_configured',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_configured',
  });

  beforeAll(() => payments.start(), 30_000);
  afterAll(() => payments.stop());

  it('offers Stripe instead of the sandbox', async () => {
    expect((await payments.send('payments.activePaymentGateways', {})).map((g) => g.name)).toEqual([
      'stripe',
      'wallet',
    ]);
  });
});

describe('payments: payment gateways in production (NODE_ENV=production)', () => {
  const payments = new PaymentsHarness({
    NODE_ENV: 'production',
    STRIPE_SECRET_KEY: 'sk_test_lobby_unused',
    STRIPE_WEBHOOK_SECRET: 'whsec_lobby_unused',
  });
  beforeAll(() => payments.start(), 30_000);
  afterAll(() => payments.stop());

  it('does not start without the Stripe keys, naming the missing variables', async () => {
    await expect(payments.startService({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' })).rejects.toThrow(
      /STRIPE_SECRET_KEY is required in production[\s\S]*STRIPE_WEBHOOK_SECRET is required in production/,
    );
  });

  it('offers Stripe and the wallet, never the sandbox, whatever staff switch on', async () => {
    expect((await payments.send('payments.activePaymentGateways', {})).map((g) => g.name)).toEqual([
      'stripe',
      'wallet',
    ]);
    const sandbox = (await payments.send('payments.paymentGateways', { userId: newId() })).find(
      (g) => g.name === 'sandbox',
    )!;
    expect(sandbox.isActive).toBe(true);
  });

  it('refuses a sandbox checkout, opening no session', async () => {
    const userId = newId();
    expect(
      await refusal(
        payments.send('payments.createCheckout', {
          userId,
          orderId: newId(),
          amount: 2500,
          currency: 'USD',
          provider: 'sandbox',
        }),
      ),
    ).toEqual({ status: 400, message: PaymentsText.checkoutProviderUnavailable });
    const { rows } = await payments.db.query(
      "SELECT count(*)::int AS n FROM checkout_sessions WHERE provider = 'sandbox'",
    );
    expect(rows[0].n).toBe(0);
  });
});
