import { OnboardingText } from '@lobby/contracts';

/** The onboarding forms' check for a field that must be given: text that isn't blank, or a picked file. */
export const required = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || value instanceof File
    ? null
    : OnboardingText.requiredFields;
