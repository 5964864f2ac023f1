import { Module } from '@nestjs/common';

/** Live sessions: go live, stream link, update, end, OBS setup and OTP, overlay data. Its features arrive with their issues; the kit already gives it health and ping. */
@Module({})
export class LiveModule {}
