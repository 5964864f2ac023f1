import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { LocationService } from './location.service';

@Controller()
export class LocationHandler {
  constructor(private readonly location: LocationService) {}

  @Handles('payments.location')
  locate(@Payload() { ip }: RequestOf<'payments.location'>) {
    return this.location.locate(ip);
  }
}
