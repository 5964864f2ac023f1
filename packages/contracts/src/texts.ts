import { formatMoney, toMinorUnits, type Currency } from './currency';
import { ProfileLimits } from './identity/types';

/** User-facing texts from spec §5 (validation) and §8 (errors, success and info). One place for each text. */

export const ValidationText = {
  bankOptionRequired: 'Please select a bank option and fill out the required field.',
  invalidBankOption: 'Invalid bank option selected',
  bankStatementRequired: 'Please upload a bank statement.',
  signedAgreementRequired: 'Please upload the signed agreement.',
  bankDetailsRequired: 'Please fill all the required fields',
  titleTooLong: 'Title should not exceed 70 characters',
  disallowedHtml: 'Description contains disallowed HTML tags like <iframe> or <script>.',
  requirementsIncomplete: 'Please fill all the requirements',
  invalidStreamLink: 'Invalid link. Use YouTube or Twitch streaming link.',
  invalidImage: 'Please select a valid image file',
  noGameSelected: 'No game selected',
} as const;

/** 'Price should be at least ₹100' for INR, 'Price should be at least $ 5' for USD (spec §5). */
export function priceTooLowText(currency: 'INR' | 'USD', minimum: number): string {
  return currency === 'INR'
    ? `Price should be at least ₹${minimum}`
    : `Price should be at least $ ${minimum}`;
}

export const ErrorText = {
  unexpected: 'An unexpected error occurred',
  badRequest: 'Bad request',
  failedToFetchUser: 'Failed to fetch user data',
  userNotFound: 'User not found',
  failedToRegisterInfluencer: 'Failed to register influencer',
  failedToAddGig: 'Failed to add gig',
  failedToUpdateGig: 'Failed to update gig',
  errorDeletingGame: 'Error deleting the game',
  errorRemovingInfluencer: 'Error removing the influencer',
  errorFetchingPaymentGateways: 'Error fetching payment gateways',
  errorFetchingOrders: 'Error fetching orders',
  errorMarkingReviewed: 'Error marking users reviewed',
  errorBanning: 'Error banning users',
  errorUnbanning: 'Error in unban users',
  errorSavingValidations: 'Error saving validations orders',
  errorFetchingTerms: 'Error fetching terms and conditions',
  errorChangingEmail: 'Error in changing email. Please try again later.',
  errorSubmittingForm: 'Error submitting form. Please try again later.',
  errorVerifyingAgreement: 'error while verifying star agreement',
  errorCreatingBio: 'error while creating bio',
  errorCreatingPromoCode: 'Error creating promo code',
  errorVerifyingPromoCode: 'Error verifying promo code',
  errorDeletingAccountRequest: 'Error deleting user account request',
  websitePasswordServerError: 'Server error',
  liveStartFailed: 'Something went wrong! Please try again later.',
  liveEndFailed: 'Error in ending live session',
  failedToCopyLink: 'Failed to copy link!',
  /** Spec §8: checkout failures answer the word error. */
  checkoutFailed: 'error',
} as const;

export const SuccessText = {
  gamerTagsUpdated: 'Gamertags updated successfully',
  profilePictureUpdated: 'Profile picture updated successfully',
  slotsAdded: 'Slots added successfully',
  gigAdded: 'Gig added successfully',
  gigUpdated: 'Gig updated successfully',
  gameDeleted: 'Game deleted successfully',
  bannerDeleted: 'Banner deleted successfully',
  payoutCreated: 'Payout created successfully',
  bioUpdated: 'Bio updated successfully',
  verified: 'Verify successfully',
  formSubmitted: 'Form submitted successfully!',
  linkCopied: 'Link copied!!',
  loggedOut: 'Successfully Logged Out',
  gigFavorited: 'Gig added to favorites',
  starFavorited: 'Star added to favorites',
  gameFavorited: 'Game added to favorites',
  gigUnfavorited: 'Gig removed from favorites',
  starUnfavorited: 'Star removed from favorites',
  gameUnfavorited: 'Game removed from favorites',
} as const;

export const InfoText = {
  fansRemainInSession:
    'There are still users in playing next or in game , you will be redirected to home page when you finish playing with them',
  noNotifications: 'No notifications',
  noResults: 'No Results Found',
} as const;

/** A gig price under the configured minimum: 'Price should be at least ₹10' (the minimum as money is shown). */
export function gigPriceBelowMinimumText(currency: Currency, minimumMajor: number): string {
  return `Price should be at least ${formatMoney({ amount: toMinorUnits(minimumMajor), currency })}`;
}

/** Catalog texts the spec leaves unnamed (gigs, games, platforms, banners, favourites, suggestions). */
export const CatalogText = {
  invalidCancellationPolicy: 'Please choose a cancellation policy: flexible, moderate or strict',
  gigNotFound: 'Gig not found',
  starNotFound: 'Star not found',
  gameNotFound: 'Game not found',
  gameModeNotFound: 'Game mode not found',
  platformNotFound: 'Platform not found',
  bannerNotFound: 'Banner not found',
  invalidPrice: 'Please enter a price above 0 with at most two decimals',
  modeNotInGame: 'The selected game mode does not belong to this game',
  platformNotInGame: 'The selected platform is not available for this game',
  gigDeleted: 'Gig deleted successfully',
  gigArchived: 'Gig archived successfully',
  gigUnarchived: 'Gig unarchived successfully',
  gameAdded: 'Game added successfully',
  gameUpdated: 'Game updated successfully',
  gameNameRequired: 'Please enter the game name',
  gameNameTaken: 'A game with this name already exists',
  invalidGameMode: 'Each game mode needs a name, a duration in minutes and a number of players',
  invalidColor: 'Colours must be hex codes such as #1a2b3c',
  platformAdded: 'Platform added successfully',
  platformUpdated: 'Platform updated successfully',
  platformDeleted: 'Platform deleted successfully',
  platformNameRequired: 'Please enter the platform name',
  platformNameTaken: 'A platform with this name already exists',
  platformInUse: 'This platform is used by games or gigs',
  bannerAdded: 'Banner added successfully',
  bannerUpdated: 'Banner updated successfully',
  bannerTitleRequired: 'Please enter the banner title',
  bannerPositionInvalid: 'The banner position must be a whole number',
  invalidLink: 'Please enter a link starting with / or https://',
  starSuggested: 'Thanks! We will look into it.',
  starNameRequired: 'Please enter the name of the star',
  clickRecorded: 'Click recorded',
} as const;

/**
 * Texts the spec leaves unnamed (accounts, sessions, availability). Chosen to be clear and to never reveal
 * whether someone else's account exists.
 */
export const AuthText = {
  obsSessionNotFound: 'This OBS sign-in was not found or has already ended',
  obsSessionRevoked: 'OBS signed out',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  invalidCredentials: 'Invalid email/username or password',
  notVerified: 'Please verify your email before signing in',
  inactive: 'This account is inactive. Please contact support.',
  banned: 'This account has been banned',
  notStaff: 'This account does not have staff access',
  staffUseStaffSignIn: 'This is a staff account: please sign in at the staff sign-in (/admin/login)',
  signInRequired: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You are not allowed to do this',
  invalidLink: 'This link is invalid or has expired',
  invalidOtp: 'The code is incorrect',
  otpExpired: 'The code has expired. Please request a new one.',
  otpAttemptsExceeded: 'Too many wrong codes. Please request a new one.',
  codeMailsExceeded: 'Too many emails were sent to this address. Please try again in an hour.',
  alreadyVerified: 'This email is already verified',
  verificationSent: 'If the account exists and is not verified yet, we sent a new verification email',
  resetSent: 'If an account exists for this email, we sent a link to reset the password',
  passwordReset: 'Password updated successfully. You can sign in now.',
  passwordChanged: 'Password changed successfully',
  wrongOldPassword: 'The current password is incorrect',
  loggedOut: 'Successfully Logged Out',
  signupDone: 'Account created. Check your email for the verification link or code.',
  countryInvalid: 'Please choose a valid country',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
} as const;

/** Account field rules, shown under the field and answered by the API as 400 (one text per rule). */
export const AccountFieldText = {
  invalidEmail: 'Please enter a valid email',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  enterPassword: 'Please enter your password',
  username: 'Username must be 3-30 characters: letters, digits, underscore or dot',
  fullName: 'Please enter your full name',
  otpDigits: 'The code must be 6 digits',
  invalidUserId: 'Invalid user id',
  gamerTagPlatform: 'Please choose a valid platform for each gamer tag',
  gamerTagTooLong: `A gamer tag can have at most ${ProfileLimits.gamerTagMax} characters`,
  gamerTagDuplicate: 'Add only one gamer tag per platform',
  bioTooLong: `Bio can have at most ${ProfileLimits.bioMax} characters`,
  professionTooLong: `Profession can have at most ${ProfileLimits.professionMax} characters`,
  socialPlatform: 'Please choose a valid social platform',
  socialUrl: `Please enter a link starting with http:// or https:// (at most ${ProfileLimits.socialUrlMax} characters)`,
  reportReason: `Please give a reason of at most ${ProfileLimits.reportReasonMax} characters`,
  deletionReason: `Please give a reason of at most ${ProfileLimits.deletionReasonMax} characters`,
} as const;

/** Texts of issue 3's account features that the spec does not name. */
export const AccountText = {
  emailChangeSent: 'We sent a code to your new email address',
  emailChanged: 'Email updated successfully',
  sameEmail: 'This is already your email address',
  profileUpdated: 'Profile updated successfully',
  socialLinksUpdated: 'Social links updated successfully',
  socialLinkRemoved: 'Social link removed',
  reportSent: 'Thanks, our team will review this account',
  reportAlreadyOpen: 'You have already reported this account',
  cannotReportSelf: 'You cannot report your own account',
  deletionRequested: 'Your request was sent. Your account stays active until our team approves it.',
  deletionAlreadyRequested: 'You have already asked to delete your account',
  accountDeleted: 'The account was deleted',
  usersBanned: 'Users banned',
  usersUnbanned: 'Users unbanned',
  unsubscribed: 'You will no longer receive marketing emails',
  invalidUnsubscribeLink: 'This unsubscribe link is invalid',
  notInfluencer: 'Only streamers can do this',
  sitePasswordWrong: 'Incorrect password',
  sitePasswordSet: 'Website password saved',
  sitePasswordCleared: 'Website password removed',
  providerNotConfigured: 'This sign-in option is not available',
  oauthFailed: 'Sign-in failed. Please try again.',
  emailNeeded: 'Please add your email to continue',
} as const;

export function serviceUnavailableText(service: string): string {
  return `The ${service} service is unavailable right now. Please try again in a moment.`;
}
