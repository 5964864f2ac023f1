import { AuthLimits } from '@lobby/contracts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function layout(title: string, body: string): string {
  return `<!doctype html><html><body style="margin:0;background:#101113;font-family:Arial,Helvetica,sans-serif;color:#e9ecef">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#1a1b1e;border-radius:12px;padding:32px">
<tr><td><div style="font-size:22px;font-weight:bold;color:#b197fc;margin-bottom:24px">Lobby</div>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}
<p style="color:#868e96;font-size:12px;margin-top:32px">You received this email because of an action on your Lobby account. If it wasn't you, you can ignore it.</p>
</td></tr></table></td></tr></table></body></html>`;
}

function button(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#7950f2;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;
}

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
