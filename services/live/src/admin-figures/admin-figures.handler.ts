import { Controller } from '@nestjs/common';
import type { LiveFiguresDto } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { AdminFiguresRepository } from './admin-figures.repository';

/** Live's figure on the staff dashboard (internal: only the gateway asks; a count, no one's data). */
@Controller()
export class AdminFiguresHandler {
  constructor(private readonly repository: AdminFiguresRepository) {}

  @Handles('live.adminFigures')
  async figures(): Promise<LiveFiguresDto> {
    return { streamersLiveNow: await this.repository.streamersLiveNow() };
  }
}
