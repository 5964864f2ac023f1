import { Inject, Injectable } from '@nestjs/common';
import type { ContactDto } from '@lobby/contracts';
import { RPC_CLIENT, type RpcClient } from '@lobby/service-kit';

/** Followers and contacts are read this many at a time: a few requests for thousands of people. */
export const FAN_OUT_PAGE = 1000;

/**
 * Who to tell and how to reach them, asked of the services that own them (catalog's favourites, identity's
 * accounts). A failed request fails the event's handling, and the event is delivered again.
 */
@Injectable()
export class People {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  /** The users who favourited a star, a page at a time. */
  async *followersOf(starId: string): AsyncGenerator<string[]> {
    let after: string | undefined;
    for (;;) {
      const { userIds } = await this.rpc.send('catalog.starFollowers', {
        starId,
        after,
        limit: FAN_OUT_PAGE,
      });
      if (userIds.length > 0) yield userIds;
      if (userIds.length < FAN_OUT_PAGE) return;
      after = userIds[userIds.length - 1];
    }
  }

  /** Contacts of active accounts among `userIds` (others are left out). */
  async contacts(userIds: string[]): Promise<Map<string, ContactDto>> {
    const found = new Map<string, ContactDto>();
    const unique = [...new Set(userIds)];
    for (let start = 0; start < unique.length; start += FAN_OUT_PAGE) {
      const page = await this.rpc.send('identity.contacts', {
        userIds: unique.slice(start, start + FAN_OUT_PAGE),
      });
      for (const contact of page) found.set(contact.userId, contact);
    }
    return found;
  }

  async contact(userId: string): Promise<ContactDto | undefined> {
    return (await this.contacts([userId])).get(userId);
  }
}
