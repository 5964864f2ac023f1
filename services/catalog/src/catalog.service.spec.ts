import { describeServiceStartup } from '@lobby/test-kit';
import { catalogService } from './catalog.definition';

describeServiceStartup(catalogService);
