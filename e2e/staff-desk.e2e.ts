import { useBrowserStack } from './browser-stack';
import { staffManagementInTheBrowser } from './suites/admin-staff';
import { moderationInTheBrowser } from './suites/admin-moderation';

/** Browser test files that need the same default stack share one started stack (a start costs about 22 s of CPU). */
jest.setTimeout(240_000);

const running = useBrowserStack();
staffManagementInTheBrowser(running);
moderationInTheBrowser(running);
