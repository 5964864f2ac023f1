import { Module } from '@nestjs/common';

/** Slots, bookings and orders, gamer tags, VIP and regular queues, lobby codes, past and upcoming sessions, played validations. Its features arrive with their issues; the kit already gives it health and ping. */
@Module({})
export class BookingModule {}
