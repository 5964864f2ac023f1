import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { ContactSubmissionRow } from '../db/schema';
import {
  APP_CONFIG,
  DELIVERIES,
  type DeliveryQueue,
  escapeHtml,
  mailButton,
  mailLayout,
  type OutboxExecutor,
  QueuedMail,
} from '@lobby/service-kit';
import type { ContentConfig } from '../content.config';

/**
 * The staff mail of a contact-form message, queued in the transaction that stores the message (so a message is
 * never mailed without being stored, nor stored without its mail) and sent and retried by the kit's worker.
 */
@Injectable()
export class SubmissionsMail implements OnModuleDestroy {
  private readonly mail: QueuedMail;

  constructor(
    @Inject(APP_CONFIG) private readonly config: ContentConfig,
    @Inject(DELIVERIES) deliveries: DeliveryQueue,
  ) {
    this.mail = new QueuedMail(deliveries, config);
  }

  queueContactMessage(tx: OutboxExecutor, message: ContactSubmissionRow): Promise<void> {
    const listUrl = `${this.config.webUrl}/admin/contact-us-submissions`;
    const subject = `Contact form: ${message.subject} (from ${message.name})`;
    const text = [
      `A visitor sent a message with the contact form.`,
      '',
      `Name: ${message.name}`,
      `Email: ${message.email}`,
      `Topic: ${message.subject}`,
      `Sent: ${message.createdAt.toISOString()} (UTC)`,
      '',
      message.message,
      '',
      `Reply to ${message.email}, then mark it handled: ${listUrl}`,
    ].join('\n');
    const html = mailLayout(
      subject,
      `<p><strong>${escapeHtml(message.name)}</strong> &lt;<a href="mailto:${escapeHtml(message.email)}" style="color:#b197fc">${escapeHtml(message.email)}</a>&gt; · ${escapeHtml(message.subject)}</p>
<p style="white-space:pre-wrap;background:#25262b;padding:12px;border-radius:8px">${escapeHtml(message.message)}</p>
<p style="color:#868e96;font-size:13px">Sent ${escapeHtml(message.createdAt.toISOString())} (UTC). Reply to the sender, then mark it handled.</p>${mailButton(listUrl, 'Open contact messages')}`,
    );
    return this.mail.queue(
      tx,
      this.config.contactFormTo.map((to) => ({ to, content: { subject, text, html } })),
      `contact:${message.id}`,
    );
  }

  onModuleDestroy() {
    this.mail.close();
  }
}
