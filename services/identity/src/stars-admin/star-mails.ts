import { escapeHtml, mailButton as button, mailLayout as layout, type MailContent } from '@lobby/service-kit';

/** Tells a streamer staff have verified their onboarding details. */
export function onboardingVerifiedMail(input: { fullName: string; link: string }): MailContent {
  return {
    subject: 'Your Lobby onboarding is verified',
    text: `Hi ${input.fullName},\n\nOur team has verified your onboarding and bank details. You're all set to be paid out.\n${input.link}\n`,
    html: layout(
      'Onboarding verified',
      `<p>Hi ${escapeHtml(input.fullName)},</p><p>Our team has verified your onboarding and bank details. You're all set to be paid out.</p>${button(input.link, 'See my details')}`,
    ),
  };
}
