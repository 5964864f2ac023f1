import { type Currency, formatMoney } from '@lobby/contracts';
import { escapeHtml, mailButton, mailLayout, type MailContent } from '@lobby/service-kit';

/** Times in mail are written in UTC and say so: the server doesn't know the reader's time zone. */
export function mailTime(iso: string): string {
  return `${new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'UTC',
  }).format(new Date(iso))} UTC`;
}

export interface InvoiceLines {
  orderNumber: string;
  gigTitle: string;
  starName: string;
  startsAt: string;
  endsAt: string;
  players: number;
  amount: number;
  discount: number;
  promoCode: string | null;
  amountPaid: number;
  currency: Currency;
  paidAt: string;
  provider: string | null;
}

const PROVIDER_NAMES: Record<string, string> = {
  stripe: 'Card',
  sandbox: 'Card (sandbox)',
  wallet: 'Wallet',
};

function invoiceRows(invoice: InvoiceLines): [string, string][] {
  const money = (amount: number) => formatMoney({ amount, currency: invoice.currency });
  return [
    ['Order', invoice.orderNumber],
    ['Session', `${invoice.gigTitle} with ${invoice.starName}`],
    ['When', `${mailTime(invoice.startsAt)} to ${mailTime(invoice.endsAt)}`],
    ['Players', String(invoice.players)],
    ['Price', money(invoice.amount)],
    ...(invoice.discount > 0
      ? ([
          [`Discount${invoice.promoCode ? ` (${invoice.promoCode})` : ''}`, `-${money(invoice.discount)}`],
        ] as [string, string][])
      : []),
    ['Total paid', money(invoice.amountPaid)],
    ['Paid with', PROVIDER_NAMES[invoice.provider ?? ''] ?? 'Card'],
    ['Paid on', mailTime(invoice.paidAt)],
  ];
}

export function bookingConfirmationMail(input: {
  fullName: string;
  invoice: InvoiceLines;
  ordersUrl: string;
}): MailContent {
  const rows = invoiceRows(input.invoice);
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><td style="color:#adb5bd;padding:6px 12px 6px 0">${escapeHtml(label)}</td><td style="padding:6px 0;text-align:right">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return {
    subject: `Booking confirmed: ${input.invoice.gigTitle} (${input.invoice.orderNumber})`,
    text: [
      `Hi ${input.fullName},`,
      '',
      `Your booking of ${input.invoice.gigTitle} with ${input.invoice.starName} is confirmed. Your lobby code will be shown in your bookings before the session starts.`,
      '',
      'Invoice',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      `Your bookings: ${input.ordersUrl}`,
    ].join('\n'),
    html: mailLayout(
      'Booking confirmed',
      `<p>Hi ${escapeHtml(input.fullName)},</p>
<p>Your booking of <strong>${escapeHtml(input.invoice.gigTitle)}</strong> with ${escapeHtml(input.invoice.starName)} is confirmed. Your lobby code will be shown in your bookings before the session starts.</p>
<h2 style="font-size:16px;margin:24px 0 8px">Invoice</h2>
<table role="presentation" width="100%" style="border-collapse:collapse;font-size:14px">${table}</table>
${mailButton(input.ordersUrl, 'See my bookings')}`,
    ),
  };
}

export function reminderMail(input: {
  fullName: string;
  gigTitle: string;
  starName: string;
  startsAt: string;
  url: string;
}): MailContent {
  const when = mailTime(input.startsAt);
  return {
    subject: `Starting in an hour: ${input.gigTitle} with ${input.starName}`,
    text: `Hi ${input.fullName},\n\nYour session ${input.gigTitle} with ${input.starName} starts at ${when}. Your lobby code is in your bookings:\n${input.url}\n`,
    html: mailLayout(
      'Your session starts in an hour',
      `<p>Hi ${escapeHtml(input.fullName)},</p><p><strong>${escapeHtml(input.gigTitle)}</strong> with ${escapeHtml(input.starName)} starts at ${escapeHtml(when)}. Your lobby code is in your bookings.</p>${mailButton(input.url, 'Open my bookings')}`,
    ),
  };
}

export function payoutMail(input: {
  fullName: string;
  amount: number;
  currency: Currency;
  orderCount: number;
  url: string;
}): MailContent {
  const money = formatMoney({ amount: input.amount, currency: input.currency });
  const orders = `${input.orderCount} ${input.orderCount === 1 ? 'order' : 'orders'}`;
  return {
    subject: `Payout completed: ${money}`,
    text: `Hi ${input.fullName},\n\nWe have paid out ${money} for ${orders} to your bank account. The details are in your payouts:\n${input.url}\n`,
    html: mailLayout(
      'Payout completed',
      `<p>Hi ${escapeHtml(input.fullName)},</p><p>We have paid out <strong>${escapeHtml(money)}</strong> for ${escapeHtml(orders)} to your bank account.</p>${mailButton(input.url, 'See my payouts')}`,
    ),
  };
}

/** Transactional: a paid booking was cancelled and money goes back (to the card or the wallet). */
export function refundMail(input: {
  fullName: string;
  amount: number;
  currency: Currency;
  title: string;
  to: 'card' | 'wallet';
  reason: string;
  url: string;
}): MailContent {
  const money = formatMoney({ amount: input.amount, currency: input.currency });
  const where =
    input.to === 'wallet'
      ? 'It is in your Lobby wallet now.'
      : 'It is on its way back to your card; banks usually show it within 5-10 days.';
  return {
    subject: `Refund of ${money}: ${input.title}`,
    text: `Hi ${input.fullName},\n\n${input.reason} We are refunding ${money} for ${input.title}. ${where}\n\nYour order:\n${input.url}\n`,
    html: mailLayout(
      'Your refund',
      `<p>Hi ${escapeHtml(input.fullName)},</p><p>${escapeHtml(input.reason)} We are refunding <strong>${escapeHtml(money)}</strong> for ${escapeHtml(input.title)}. ${escapeHtml(where)}</p>${mailButton(input.url, 'See my order')}`,
    ),
  };
}

/** Marketing: only to followers who haven't opted out, with their unsubscribe link. */
export function newSlotsMail(input: {
  fullName: string;
  starName: string;
  gigTitle: string;
  slots: { startsAt: string }[];
  url: string;
  unsubscribeUrl: string;
}): MailContent {
  const times = input.slots.slice(0, 5).map((slot) => mailTime(slot.startsAt));
  const more = input.slots.length > times.length ? [`and ${input.slots.length - times.length} more`] : [];
  return {
    subject: `${input.starName} opened new slots for ${input.gigTitle}`,
    text: [
      `Hi ${input.fullName},`,
      '',
      `${input.starName}, a creator you follow, opened new slots for ${input.gigTitle}:`,
      ...times.map((time) => `- ${time}`),
      ...more,
      '',
      `Book a slot: ${input.url}`,
      '',
      `Unsubscribe from these emails: ${input.unsubscribeUrl}`,
    ].join('\n'),
    html: mailLayout(
      'New slots from a creator you follow',
      `<p>Hi ${escapeHtml(input.fullName)},</p><p>${escapeHtml(input.starName)} opened new slots for <strong>${escapeHtml(input.gigTitle)}</strong>:</p><ul>${[...times, ...more].map((time) => `<li>${escapeHtml(time)}</li>`).join('')}</ul>${mailButton(input.url, 'Book a slot')}`,
      input.unsubscribeUrl,
    ),
    unsubscribeUrl: input.unsubscribeUrl,
  };
}
