import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { CheckoutService } from './checkout.service';
import { StripeWebhookService } from './stripe-webhook.service';

@Controller()
export class CheckoutHandler {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly stripe: StripeWebhookService,
  ) {}

  @Handles('payments.createCheckout')
  create(@Payload() request: RequestOf<'payments.createCheckout'>) {
    return this.checkout.create(request);
  }

  @Handles('payments.resumeCheckout')
  resume(@Payload() request: RequestOf<'payments.resumeCheckout'>) {
    return this.checkout.resume(request);
  }

  @Handles('payments.sandboxComplete')
  sandboxComplete(@Payload() { userId, sessionId, outcome }: RequestOf<'payments.sandboxComplete'>) {
    return this.checkout.sandboxComplete(userId, sessionId, outcome);
  }

  @Handles('payments.cancelCheckout')
  cancel(@Payload() { userId, sessionId }: RequestOf<'payments.cancelCheckout'>) {
    return this.checkout.cancel(userId, sessionId);
  }

  @Handles('payments.stripeWebhook')
  stripeWebhook(@Payload() { rawBody, signature }: RequestOf<'payments.stripeWebhook'>) {
    return this.stripe.webhook(rawBody, signature);
  }

  @Handles('payments.confirmStripeReturn')
  confirmStripeReturn(@Payload() { sessionId }: RequestOf<'payments.confirmStripeReturn'>) {
    return this.stripe.returned(sessionId);
  }

  @Handles('payments.checkoutSession')
  one(@Payload() { userId, sessionId }: RequestOf<'payments.checkoutSession'>) {
    return this.checkout.one(userId, sessionId);
  }
}
