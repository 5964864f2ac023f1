import { EarningsConsumer } from './earnings.consumer';
import { EarningsHandler } from './earnings.handler';
import { EarningsRepository } from './earnings.repository';
import { EarningsService } from './earnings.service';
import { FeeConfiguration } from './fee-configuration';

export const earningsControllers = [EarningsHandler];
export const earningsProviders = [EarningsRepository, FeeConfiguration, EarningsService, EarningsConsumer];
