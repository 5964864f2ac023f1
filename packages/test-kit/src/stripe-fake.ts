import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeSession {
  id: string;
  object: 'checkout.session';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  mode: string;
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  expires_at: number;
  created: number;
  url: string | null;
  livemode: false;
}

export interface FakeStripeRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  status: 'succeeded' | 'pending';
}

/**
 * A local stand-in for Stripe's API (tests only): POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id,
 * POST /v1/checkout/sessions/:id/expire and POST /v1/refunds, answering JSON shaped like Stripe's. Requests are
 * recorded with their form fields. With `down` set, creating a session answers 500 (Stripe's api_error).
 */
export class FakeStripeApi {
  readonly sessions = new Map<string, FakeStripeSession>();
  readonly requests: {
    method: string;
    path: string;
    form: Record<string, string>;
    headers: IncomingMessage['headers'];
  }[] = [];
  /** Stripe failing: creating a session answers 500 until this is false again. */
  down = false;
  /** Refunds made (one per idempotency key), oldest first. */
  readonly refunds: FakeStripeRefund[] = [];
  /** What a new refund answers: 'pending' makes the test confirm it with charge.refunded. */
  refundStatus: 'succeeded' | 'pending' = 'succeeded';
  private readonly refundsByKey = new Map<string, FakeStripeRefund>();
  private server?: Server;
  private counter = 0;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        const path = (req.url ?? '').split('?')[0];
        this.requests.push({ method: req.method ?? '', path, form, headers: req.headers });
        const [status, body] = this.answer(req.method ?? '', path, form, req.headers);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++this.counter}` });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** What Stripe's session looks like once the buyer has paid on the hosted page. */
  pay(id: string): FakeStripeSession {
    const session = this.sessions.get(id)!;
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_${id.slice(3)}`,
      url: null,
    });
    return session;
  }

  expire(id: string): FakeStripeSession {
    return Object.assign(this.sessions.get(id)!, { status: 'expired', url: null });
  }

  /** The charge Stripe's charge.refunded event carries once `refund` went through. */
  refundedCharge(refund: FakeStripeRefund): Record<string, unknown> {
    const refunded = this.refunds.filter((r) => r.payment_intent === refund.payment_intent);
    return {
      id: `ch_${refund.payment_intent.slice(3)}`,
      object: 'charge',
      payment_intent: refund.payment_intent,
      amount_refunded: refunded.reduce((sum, r) => sum + r.amount, 0),
      currency: refund.currency,
      refunded: true,
      refunds: { object: 'list', data: refunded },
    };
  }

  private answer(
    method: string,
    path: string,
    form: Record<string, string>,
    headers: IncomingMessage['headers'] = {},
  ): [number, unknown] {
    if (method === 'POST' && path === '/v1/checkout/sessions' && this.down) {
      return [500, { error: { type: 'api_error', message: 'An unknown error occurred' } }];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${++this.counter}${Date.now().toString(36)}`;
      const session: FakeStripeSession = {
        id,
        object: 'checkout.session',
        amount_total:
          Number(form['line_items[0][price_data][unit_amount]']) * Number(form['line_items[0][quantity]']),
        currency: form['line_items[0][price_data][currency]'],
        client_reference_id: form.client_reference_id ?? null,
        metadata: {
          ...(form['metadata[sessionId]'] ? { sessionId: form['metadata[sessionId]'] } : {}),
          ...(form['metadata[orderId]'] ? { orderId: form['metadata[orderId]'] } : {}),
        },
        mode: form.mode,
        payment_intent: null,
        payment_status: 'unpaid',
        status: 'open',
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        expires_at: Number(form.expires_at),
        created: Math.floor(Date.now() / 1000),
        url: `https://checkout.stripe.test/c/pay/${id}`,
        livemode: false,
      };
      this.sessions.set(id, session);
      return [200, session];
    }
    const expiring = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expiring) {
      const session = this.sessions.get(decodeURIComponent(expiring[1]));
      if (!session)
        return [404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } }];
      if (session.status !== 'open') {
        const message = `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`;
        return [400, { error: { type: 'invalid_request_error', message } }];
      }
      return [200, this.expire(session.id)];
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && match) {
      const session = this.sessions.get(decodeURIComponent(match[1]));
      if (session) return [200, session];
      return [
        404,
        { error: { type: 'invalid_request_error', message: `No such checkout.session: '${match[1]}'` } },
      ];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      // Stripe answers a request repeated with the same Idempotency-Key with the first answer.
      const key = headers['idempotency-key'];
      const earlier = typeof key === 'string' ? this.refundsByKey.get(key) : undefined;
      if (earlier) return [200, earlier];
      const paid = [...this.sessions.values()].find(
        (session) => session.payment_intent === form.payment_intent,
      );
      const amount = form.amount ? Number(form.amount) : (paid?.amount_total ?? 0);
      const refund: FakeStripeRefund = {
        id: `re_${++this.counter}`,
        object: 'refund',
        payment_intent: form.payment_intent,
        amount,
        currency: paid?.currency ?? 'usd',
        metadata: {
          ...(form['metadata[sessionId]'] ? { sessionId: form['metadata[sessionId]'] } : {}),
          ...(form['metadata[orderId]'] ? { orderId: form['metadata[orderId]'] } : {}),
        },
        status: this.refundStatus,
      };
      this.refunds.push(refund);
      if (typeof key === 'string') this.refundsByKey.set(key, refund);
      return [200, refund];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  }
}
