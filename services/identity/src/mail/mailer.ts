import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, LOGGER } from '@lobby/service-kit';
import { createTransport, type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { IdentityConfig } from '../identity.config';
import type { MailContent } from './templates';

/** Sends mail over SMTP. A failed send is logged and never undoes the action that caused it. */
@Injectable()
export class Mailer implements OnModuleDestroy {
  private readonly transport: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.transport = createTransport(config.smtpUrl);
  }

  async send(to: string, content: MailContent): Promise<boolean> {
    try {
      await this.transport.sendMail({ from: this.config.mailFrom, to, ...content });
      return true;
    } catch (error) {
      this.logger.error({ err: error, subject: content.subject }, 'failed to send mail');
      return false;
    }
  }

  onModuleDestroy() {
    this.transport.close();
  }
}
