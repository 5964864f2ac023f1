import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { ContactSubmissionRow, CreatorApplicationRow } from '../db/schema';
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
 * The mails of the forms, each queued in the transaction that stores what it tells (so nothing is mailed
 * without being stored, nor stored without its mail) and sent and retried by the kit's worker: a contact-form
 * message to staff, and the approval of a creator application to its applicant.
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

  queueApplicationApproved(tx: OutboxExecutor, application: CreatorApplicationRow): Promise<void> {
    const faqUrl = `${this.config.webUrl}/faqs`;
    const subject = 'Your Lobby creator application was approved';
    const text = [
      `Hi ${application.name},`,
      '',
      'Good news: your application to become a creator on Lobby was approved.',
      'Our team is now setting up your creator account. We will email this address again with how to sign in,',
      'then you can complete onboarding, create your gigs and go live with your fans.',
      '',
      `Questions meanwhile? Our FAQ: ${faqUrl}`,
    ].join('\n');
    const html = mailLayout(
      subject,
      `<p>Hi ${escapeHtml(application.name)},</p>
<p>Good news: your application to become a creator on Lobby was <strong>approved</strong>.</p>
<p>Our team is now setting up your creator account. We will email this address again with how to sign in, then you can complete onboarding, create your gigs and go live with your fans.</p>${mailButton(faqUrl, 'Read the FAQ')}`,
    );
    return this.mail.queue(
      tx,
      [{ to: application.email, content: { subject, text, html } }],
      `creator-application-approved:${application.id}`,
    );
  }

  onModuleDestroy() {
    this.mail.close();
  }
}
