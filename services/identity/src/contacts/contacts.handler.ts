import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { ContactsService } from './contacts.service';

@Controller()
export class ContactsHandler {
  constructor(private readonly contacts: ContactsService) {}

  @Handles('identity.contacts')
  find(@Payload() { userIds }: RequestOf<'identity.contacts'>) {
    return this.contacts.contacts(userIds);
  }
}
