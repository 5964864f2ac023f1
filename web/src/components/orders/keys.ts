export const orderInvoiceKeys = {
  one: (orderId: string) => ['invoice', orderId] as const,
};
