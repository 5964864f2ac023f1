import { useBrowserStack } from './browser-stack';
import { creatorProfileInTheBrowser } from './suites/creator-profile';
import { goingLiveInTheBrowser } from './suites/go-live';

/** Browser test files that need the same default stack share one started stack (a start costs about 22 s of CPU). */
jest.setTimeout(180_000);

const running = useBrowserStack();
creatorProfileInTheBrowser(running);
goingLiveInTheBrowser(running);
