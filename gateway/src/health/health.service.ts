import { Inject, Injectable } from '@nestjs/common';
import {
  pingSubject,
  type PingResponse,
  type ServiceName,
  ServiceNames,
  serviceUnavailableText,
} from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { ServiceClient } from '../rpc/service-client';

const PING_TIMEOUT_MS = 1500;

export type ServiceHealth = PingResponse | { status: 'down'; error: string };

export interface GatewayHealth {
  status: 'up' | 'degraded';
  services: Record<ServiceName, ServiceHealth>;
}

/** Pings every service at once; the gateway is up only when every service says it is up. */
@Injectable()
export class HealthService {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  async check(): Promise<GatewayHealth> {
    const answers = await Promise.all(ServiceNames.map((service) => this.ping(service)));
    const services = Object.fromEntries(
      ServiceNames.map((service, i) => [service, answers[i]]),
    ) as GatewayHealth['services'];
    const allUp = answers.every((answer) => answer.status === 'up');
    return { status: allUp ? 'up' : 'degraded', services };
  }

  private async ping(service: ServiceName): Promise<ServiceHealth> {
    try {
      // Health tells what is true now: a ping is never resent.
      return (await this.rpc.send(
        pingSubject(service),
        {},
        { timeoutMs: PING_TIMEOUT_MS, idempotent: false },
      )) as PingResponse;
    } catch (error) {
      return {
        status: 'down',
        error: error instanceof DomainError ? error.message : serviceUnavailableText(service),
      };
    }
  }
}
