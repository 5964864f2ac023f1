import { createTransport, type Transporter } from 'nodemailer';
import type { OutboxExecutor } from '../events/outbox';
import type { DeliveryQueue, DeliverySender } from './delivery-queue';

/** The delivery channel of email. */
export const MAIL_CHANNEL = 'email';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Marketing mail only: the one-click unsubscribe link (also sent as List-Unsubscribe). */
  unsubscribeUrl?: string;
}

export interface MailDelivery extends MailContent {
  to: string;
}

/** An SMTP sender for the delivery queue; `close()` when the service stops. */
export function smtpMailSender(
  smtpUrl: string,
  from: string,
): { send: DeliverySender<MailDelivery>; close(): void } {
  const transport: Transporter = createTransport(smtpUrl);
  return {
    async send({ to, subject, text, html, unsubscribeUrl }) {
      await transport.sendMail({
        from,
        to,
        subject,
        text,
        html,
        ...(unsubscribeUrl
          ? {
              list: { unsubscribe: { url: unsubscribeUrl, comment: 'Unsubscribe' } },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      });
    },
    close: () => transport.close(),
  };
}

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The one look of Lobby mail: a dark card with the title and the body (HTML the caller escaped). */
export function mailLayout(title: string, body: string, unsubscribeUrl?: string): string {
  const footer = unsubscribeUrl
    ? `You received this email because you follow creators on Lobby. <a href="${escapeHtml(unsubscribeUrl)}" style="color:#868e96">Unsubscribe</a>`
    : "You received this email because of an action on your Lobby account. If it wasn't you, you can ignore it.";
  return `<!doctype html><html><body style="margin:0;background:#101113;font-family:Arial,Helvetica,sans-serif;color:#e9ecef">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#1a1b1e;border-radius:12px;padding:32px">
<tr><td><div style="font-size:22px;font-weight:bold;color:#b197fc;margin-bottom:24px">Lobby</div>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}
<p style="color:#868e96;font-size:12px;margin-top:32px">${footer}</p>
</td></tr></table></td></tr></table></body></html>`;
}

export function mailButton(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#7950f2;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;
}

/**
 * Mail sent through the delivery queue: queued with the change that caused it (or right after), sent over SMTP
 * by the queue's worker and retried there. Construct it while the service starts (it registers the sender).
 */
export class QueuedMail {
  private readonly smtp: ReturnType<typeof smtpMailSender>;

  constructor(
    private readonly deliveries: DeliveryQueue,
    smtp: { smtpUrl: string; mailFrom: string },
  ) {
    this.smtp = smtpMailSender(smtp.smtpUrl, smtp.mailFrom);
    deliveries.register<MailDelivery>(MAIL_CHANNEL, this.smtp.send);
  }

  /** With a `dedupeKey`, at most one mail per key and address however often it is queued. */
  async queue(
    executor: OutboxExecutor,
    mails: { to: string; content: MailContent }[],
    dedupeKey?: string,
  ): Promise<void> {
    await this.deliveries.enqueue(
      executor,
      MAIL_CHANNEL,
      mails.map(({ to, content }) => ({
        payload: { to, ...content } satisfies MailDelivery,
        dedupeKey: dedupeKey ? `${dedupeKey}:${to}` : null,
      })),
    );
  }

  close(): void {
    this.smtp.close();
  }
}
