import { html } from '../html';
import { page, paragraph } from '../layout';
import type { MailMessage } from '../mailer';

/**
 * A parent's message from /parent-contact, to the team's address, in English (the team's
 * language); a reply goes to the parent.
 */
export function contactEmail(
  support: string,
  from: { email: string; firstname: string; lastname: string },
  reason: string,
  body: string,
): MailMessage {
  const who = `${from.firstname} ${from.lastname} <${from.email}>`;
  return {
    to: support,
    replyTo: from.email,
    subject: `Contact: ${reason}`,
    text: `From: ${who}\nReason: ${reason}\n\n${body}`,
    html: page(`Contact: ${reason}`, [
      paragraph(`From: ${who}`),
      paragraph(`Reason: ${reason}`),
      html`<div style="white-space:pre-wrap;font-size:16px;line-height:1.5;border-left:4px solid #dbe4f3;padding-left:12px">${body}</div>`,
    ]),
  };
}
