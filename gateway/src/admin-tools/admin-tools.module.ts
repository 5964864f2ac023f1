import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ConfigurationsAdminController } from './configurations-admin.controller';
import { GiveawaysController } from './giveaways.controller';
import { ScriptsController } from './scripts.controller';

/** Issue 17 items 6-7's staff routes that have no module of their own: configurations, fees, the giveaway, the scripts. */
@Module({
  imports: [AuthModule],
  controllers: [ConfigurationsAdminController, GiveawaysController, ScriptsController],
})
export class AdminToolsModule {}
