import { useBrowserStack } from './browser-stack';
import { gigEditorInTheBrowser } from './suites/gig-editor';
import { playValidationsInTheBrowser } from './suites/play-validations';
import { onboardingInTheBrowser } from './suites/onboarding';

/** Browser test files that need the same default stack share one started stack (a start costs about 22 s of CPU). */
jest.setTimeout(240_000);

const running = useBrowserStack();
gigEditorInTheBrowser(running);
playValidationsInTheBrowser(running);
onboardingInTheBrowser(running);
