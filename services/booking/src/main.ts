import 'reflect-metadata';
import { runService } from '@lobby/service-kit';
import { bookingService } from './booking.definition';

runService(bookingService);
