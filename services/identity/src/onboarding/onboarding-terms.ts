/** The onboarding terms shown while staff have not set ONBOARDING_BANK_DETAILS_TERMS_AND_CONDITIONS. */
export const DEFAULT_ONBOARDING_TERMS = [
  'By submitting your onboarding and bank details you confirm that:',
  '1. The information you provide is accurate and belongs to you; the bank account is held in your name or in the name of your registered business.',
  '2. Your bank statement and signed agreement are genuine. We use them only to verify your identity and your account before paying you.',
  '3. Payouts are made to the account you submit once our team has verified it. Until then your details show as submitted.',
  '4. You will update your details if they change. Payments sent to an account you gave us in error may not be recoverable.',
  '5. Account numbers and bank codes are stored encrypted and shown masked; only you, your moderators and authorised staff can see your documents.',
  '6. Earnings are paid after platform fees and applicable taxes, as set out in the streamer agreement.',
].join('\n\n');
