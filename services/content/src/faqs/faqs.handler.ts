import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { FaqsService } from './faqs.service';

@Controller()
export class FaqsHandler {
  constructor(private readonly faqs: FaqsService) {}

  @Handles('content.faqs')
  list() {
    return this.faqs.list();
  }

  @Handles('content.faq')
  one(@Payload() { slug }: RequestOf<'content.faq'>) {
    return this.faqs.one(slug);
  }

  @Handles('content.adminFaqs')
  adminList() {
    return this.faqs.adminList();
  }

  @Handles('content.saveFaq')
  save(@Payload() { userId, id, input }: RequestOf<'content.saveFaq'>) {
    return this.faqs.save(userId, id, input);
  }

  @Handles('content.removeFaq')
  remove(@Payload() { userId, id }: RequestOf<'content.removeFaq'>) {
    return this.faqs.remove(userId, id);
  }

  @Handles('content.orderFaqs')
  order(@Payload() { userId, ids }: RequestOf<'content.orderFaqs'>) {
    return this.faqs.order(userId, ids);
  }
}
