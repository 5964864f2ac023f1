export const adminPaymentGatewaysKeys = {
  all: ['admin', 'payment-gateways'] as const,
};
