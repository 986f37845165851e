import { type Mail } from './mailer';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function layout(
  heading: string,
  body: string,
  action: { label: string; link: string },
  footnote: string,
): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#f6f6fb;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escape(heading)}</h1>
<p style="line-height:1.5;color:#333">${escape(body)}</p>
<p style="margin:24px 0"><a href="${escape(action.link)}" style="background:#5b3ff4;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escape(action.label)}</a></p>
<p style="font-size:13px;color:#666;line-height:1.5">${escape(footnote)}<br>${escape(action.link)}</p>
</div></body></html>`;
}

export function verificationMail(to: string, firstName: string, link: string): Mail {
  const body = `Hi ${firstName}, confirm your email address to start creating content with Snapshot Studio.`;
  const footnote = 'The link works for 24 hours. If you did not sign up, ignore this email.';
  return {
    to,
    subject: 'Verify your email for Snapshot Studio',
    text: `${body}\n\nVerify your email: ${link}\n\n${footnote}\n`,
    html: layout('Verify your email', body, { label: 'Verify email', link }, footnote),
    link,
  };
}

export function passwordResetMail(to: string, firstName: string, link: string): Mail {
  const body = `Hi ${firstName}, someone asked to reset the password of your Snapshot Studio account.`;
  const footnote =
    'The link works for one hour and only once. If it was not you, ignore this email: your password stays as it is.';
  return {
    to,
    subject: 'Reset your Snapshot Studio password',
    text: `${body}\n\nChoose a new password: ${link}\n\n${footnote}\n`,
    html: layout('Reset your password', body, { label: 'Choose a new password', link }, footnote),
    link,
  };
}
