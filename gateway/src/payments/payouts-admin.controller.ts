import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Query,
  StreamableFile,
} from '@nestjs/common';
import { PAYOUT_SHEET_MIME, type Parsed } from '@lobby/contracts';
import { CurrentUser, StaffRoute } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';

/**
 * Staff payouts (spec §7 Admin "Payouts", the page /admin/payout/influencer/{id}): reading needs Payouts read,
 * every change Payouts write. Payments trusts this guard for the staff subjects (they are routed nowhere else)
 * and records the staff member as the payout's creator or completer.
 */
@Controller('api/admin/payouts')
@StaffRoute()
export class PayoutsAdminController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get('influencer/:streamerId/remaining')
  remaining(@Param() { streamerId }: Parsed<'adminPayouts', 'remaining', 'params'>) {
    return this.rpc.send('payments.remainingPayouts', { streamerId });
  }

  @Post('influencer/:streamerId/generate')
  @HttpCode(200)
  generate(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { streamerId }: Parsed<'adminPayouts', 'remaining', 'params'>,
  ) {
    return this.rpc.send('payments.generatePayouts', { userId: user.userId, streamerId });
  }

  @Get('influencer/:streamerId/active')
  active(@Param() { streamerId }: Parsed<'adminPayouts', 'remaining', 'params'>) {
    return this.rpc.send('payments.activePayouts', { streamerId });
  }

  @Get('influencer/:streamerId/history')
  history(
    @Param() { streamerId }: Parsed<'adminPayouts', 'remaining', 'params'>,
    @Query() { page }: Parsed<'adminPayouts', 'history', 'query'>,
  ) {
    return this.rpc.send('payments.payoutHistory', { streamerId, page });
  }

  @Post()
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: Parsed<'adminPayouts', 'create', 'body'>) {
    return this.rpc.send('payments.createPayout', {
      userId: user.userId,
      ...body,
    });
  }

  @Get(':id')
  payout(@Param() { id }: Parsed<'adminPayouts', 'get', 'params'>) {
    return this.rpc.send('payments.payout', { payoutId: id });
  }

  @Put(':id')
  update(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { id }: Parsed<'adminPayouts', 'get', 'params'>,
    @Body() body: Parsed<'adminPayouts', 'update', 'body'>,
  ) {
    return this.rpc.send('payments.updatePayout', {
      userId: user.userId,
      payoutId: id,
      addOrderIds: body.addOrderIds ?? undefined,
      removeOrderIds: body.removeOrderIds ?? undefined,
    });
  }

  @Delete(':id')
  remove(@CurrentUser() user: AuthenticatedUser, @Param() { id }: Parsed<'adminPayouts', 'get', 'params'>) {
    return this.rpc.send('payments.removePayout', { userId: user.userId, payoutId: id });
  }

  @Post(':id/complete')
  @HttpCode(200)
  complete(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { id }: Parsed<'adminPayouts', 'get', 'params'>,
    @Body() { transferReference }: Parsed<'adminPayouts', 'complete', 'body'>,
  ) {
    return this.rpc.send('payments.completePayout', { userId: user.userId, payoutId: id, transferReference });
  }

  /** The payout's .xlsx, built by payments. */
  @Get(':id/sheet')
  async sheet(@Param() { id }: Parsed<'adminPayouts', 'get', 'params'>) {
    const sheet = await this.rpc.send('payments.payoutSheet', { payoutId: id });
    const bytes = Buffer.from(sheet.contentBase64, 'base64');
    return new StreamableFile(bytes, {
      type: PAYOUT_SHEET_MIME,
      disposition: `attachment; filename="${sheet.fileName}"`,
      length: bytes.length,
    });
  }
}
