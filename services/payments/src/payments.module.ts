import { Module } from '@nestjs/common';

/** Checkout (Stripe, sandbox, wallet), wallet ledger, promo codes, payment gateways, currency rates, platform fees, earnings, payouts, invoices, onboarding and bank details. Its features arrive with their issues; the kit already gives it health and ping. */
@Module({})
export class PaymentsModule {}
