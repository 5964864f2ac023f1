import { Body, Controller, Delete, Get, Inject, Param, Post, Put } from '@nestjs/common';
import { CurrentUser, StaffRoute } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';
import { type Parsed } from '@lobby/contracts';

/** The public FAQ (spec §7 Other GET /api/get/Faqs; §2 /faqs and /faqs/{slug}). */
@Controller('api/get')
export class FaqsController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('Faqs')
  list() {
    return this.rpc.send('content.faqs', {});
  }

  @Get('Faqs/:slug')
  one(@Param() { slug }: Parsed<'faqs', 'one', 'params'>) {
    return this.rpc.send('content.faq', { slug });
  }
}

/** Staff with FAQ (StaffRouteTable): /admin/faqs lists, writes, orders and deletes questions. */
@Controller('api/admin')
@StaffRoute()
export class FaqsAdminController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('faqs')
  list(@CurrentUser() staff: AuthenticatedUser) {
    return this.rpc.send('content.adminFaqs', { userId: staff.userId });
  }

  @Post('faqs')
  create(@CurrentUser() staff: AuthenticatedUser, @Body() input: Parsed<'adminFaqs', 'create', 'body'>) {
    return this.rpc.send('content.saveFaq', { userId: staff.userId, input });
  }

  @Put('faqs-order')
  order(@CurrentUser() staff: AuthenticatedUser, @Body() { ids }: Parsed<'adminFaqs', 'order', 'body'>) {
    return this.rpc.send('content.orderFaqs', { userId: staff.userId, ids });
  }

  @Put('faqs/:id')
  update(
    @CurrentUser() staff: AuthenticatedUser,
    @Param() { id }: Parsed<'adminFaqs', 'update', 'params'>,
    @Body() input: Parsed<'adminFaqs', 'update', 'body'>,
  ) {
    return this.rpc.send('content.saveFaq', { userId: staff.userId, id, input });
  }

  @Delete('faqs/:id')
  remove(@CurrentUser() staff: AuthenticatedUser, @Param() { id }: Parsed<'adminFaqs', 'remove', 'params'>) {
    return this.rpc.send('content.removeFaq', { userId: staff.userId, id });
  }
}
