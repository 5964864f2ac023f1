import { escapeHtml, mailButton as button, mailLayout as layout, type MailContent } from '@lobby/service-kit';

/** The invitation of a new staff member: the link to choose their password, then sign in at /admin/login. */
export function staffInviteMail(input: { fullName: string; role: string; link: string }): MailContent {
  return {
    subject: 'You are invited to the Lobby team',
    text: `Hi ${input.fullName},\n\nYou have been added to the Lobby team as ${input.role}. Choose your password here:\n${input.link}\n`,
    html: layout(
      'Welcome to the Lobby team',
      `<p>Hi ${escapeHtml(input.fullName)},</p><p>You have been added to the Lobby team as ${escapeHtml(input.role)}. Choose your password to sign in to the admin pages.</p>${button(input.link, 'Set my password')}`,
    ),
  };
}
