import { useBrowserStack } from './browser-stack';
import { accountInTheBrowser } from './suites/account';
import { faqsAndLegalTextsInTheBrowser } from './suites/legal-faqs';
import { blogsInTheBrowser } from './suites/blogs';

/** Browser test files that need the same default stack share one started stack (a start costs about 22 s of CPU). */
jest.setTimeout(300_000);

const running = useBrowserStack();
accountInTheBrowser(running);
faqsAndLegalTextsInTheBrowser(running);
blogsInTheBrowser(running);
