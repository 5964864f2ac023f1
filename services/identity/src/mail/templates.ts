import { AuthLimits } from '@lobby/contracts';
import { escapeHtml, mailButton as button, mailLayout as layout, type MailContent } from '@lobby/service-kit';

export function verificationMail(input: {
  fullName: string;
  link: string;
  otp: string;
  otpPage: string;
}): MailContent {
  const minutes = AuthLimits.otpTtlMinutes;
  return {
    subject: 'Verify your Lobby account',
    text: [
      `Hi ${input.fullName},`,
      '',
      `Your verification code is ${input.otp} (valid for ${minutes} minutes).`,
      `Enter it at ${input.otpPage}`,
      '',
      `Or verify with this link: ${input.link}`,
    ].join('\n'),
    html: layout(
      'Verify your email',
      `<p>Hi ${escapeHtml(input.fullName)},</p>
<p>Your verification code is</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:8px 0">${escapeHtml(input.otp)}</p>
<p style="color:#adb5bd">Valid for ${minutes} minutes. <a href="${escapeHtml(input.otpPage)}" style="color:#b197fc">Enter the code</a></p>
${button(input.link, 'Verify my email')}`,
    ),
  };
}

export function passwordResetMail(input: { fullName: string; link: string }): MailContent {
  const minutes = AuthLimits.passwordResetTtlMinutes;
  return {
    subject: 'Reset your Lobby password',
    text: `Hi ${input.fullName},\n\nReset your password with this link (valid for ${minutes} minutes):\n${input.link}\n`,
    html: layout(
      'Reset your password',
      `<p>Hi ${escapeHtml(input.fullName)},</p><p>Use the button below to choose a new password. The link is valid for ${minutes} minutes.</p>${button(input.link, 'Reset password')}`,
    ),
  };
}

export function streamerPasswordSetupMail(input: { fullName: string; link: string }): MailContent {
  return {
    subject: 'Set up your Lobby creator account',
    text: `Hi ${input.fullName},\n\nYour creator account is ready. Choose your password here:\n${input.link}\n`,
    html: layout(
      'Welcome to Lobby',
      `<p>Hi ${escapeHtml(input.fullName)},</p><p>Your creator account is ready. Choose your password to get started.</p>${button(input.link, 'Set my password')}`,
    ),
  };
}

/** Sent to the new address: the code proves the person can read it. */
export function emailChangeMail(input: { fullName: string; otp: string; otpPage: string }): MailContent {
  const minutes = AuthLimits.otpTtlMinutes;
  return {
    subject: 'Confirm your new Lobby email',
    text: [
      `Hi ${input.fullName},`,
      '',
      `Your confirmation code is ${input.otp} (valid for ${minutes} minutes).`,
      `Enter it at ${input.otpPage}`,
      '',
      'Until you confirm it, your account keeps using your current email address.',
    ].join('\n'),
    html: layout(
      'Confirm your new email',
      `<p>Hi ${escapeHtml(input.fullName)},</p>
<p>Your confirmation code is</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:8px 0">${escapeHtml(input.otp)}</p>
<p style="color:#adb5bd">Valid for ${minutes} minutes. Until you confirm it, your account keeps using your current email address.</p>
${button(input.otpPage, 'Enter the code')}`,
    ),
  };
}

/** Sent to the old address once the change is done, so an unexpected change doesn't go unnoticed. */
export function emailChangedNoticeMail(input: { fullName: string; newEmail: string }): MailContent {
  return {
    subject: 'Your Lobby email was changed',
    text: `Hi ${input.fullName},\n\nYour Lobby account now uses ${input.newEmail}. If you didn't make this change, contact support right away.\n`,
    html: layout(
      'Your email was changed',
      `<p>Hi ${escapeHtml(input.fullName)},</p><p>Your Lobby account now uses <strong>${escapeHtml(input.newEmail)}</strong>.</p><p>If you didn't make this change, contact support right away.</p>`,
    ),
  };
}

/** To an address someone tried to sign up with while it already has an account (the sign-up's answer says nothing). */
export function accountExistsMail(input: {
  fullName: string;
  signInLink: string;
  resetLink: string;
}): MailContent {
  return {
    subject: 'You already have a Lobby account',
    text: [
      `Hi ${input.fullName},`,
      '',
      'Someone, maybe you, tried to create a Lobby account with this email address, which already has one.',
      `Sign in at ${input.signInLink}, or set a new password at ${input.resetLink}.`,
      "If it wasn't you, ignore this mail: nothing changed.",
    ].join('\n'),
    html: layout(
      'You already have an account',
      `<p>Hi ${escapeHtml(input.fullName)},</p>
<p>Someone, maybe you, tried to create a Lobby account with this email address, which already has one.</p>
${button(input.signInLink, 'Sign in')}
<p style="color:#adb5bd">Forgot your password? <a href="${escapeHtml(input.resetLink)}" style="color:#b197fc">Set a new one</a>. If it wasn't you, ignore this mail: nothing changed.</p>`,
    ),
  };
}

/** To an address another account asked to move to while this account uses it (the request's answer says nothing). */
export function emailInUseMail(input: { fullName: string }): MailContent {
  return {
    subject: 'Someone tried to use your Lobby email',
    text: `Hi ${input.fullName},\n\nAnother Lobby account asked to change its email to this address, which your account already uses. Nothing changed, and your account keeps this address.\n`,
    html: layout(
      'Your email stays yours',
      `<p>Hi ${escapeHtml(input.fullName)},</p><p>Another Lobby account asked to change its email to this address, which your account already uses.</p><p>Nothing changed, and your account keeps this address.</p>`,
    ),
  };
}
