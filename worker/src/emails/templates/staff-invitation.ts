import { secretLinks } from '../links.ts';
import { renderEmail, siteUrl } from '../message.ts';
import type { OutboxMessage } from '../outbox.ts';

type Invitation = {
  invitationId: number;
  /** Names this sending (the first or a resend), so a retried transaction mails it once. */
  sendKey: string;
  email: string;
  name: string;
  role: 'STAFF' | 'ADMIN' | 'GROUP_LEADER';
  invitedBy: string;
  /** How long the link works from when it is sent. */
  validHours: number;
};

/**
 * To the person invited to a staff account (English, as the back-office). The link is minted when the mail is sent
 * (links.ts): it works once, for `validHours`, and a resend or a revocation ends it
 * (api/src/services/staff-invitations.service.ts, decision 0050).
 */
export function staffInvitationEmail(publicUrl: string, invitation: Invitation): OutboxMessage {
  const secret = secretLinks();
  const link = secret.add(siteUrl(publicUrl, '/accept-invitation#token='), {
    purpose: 'staff-invitation',
    invitationId: invitation.invitationId,
    validMinutes: invitation.validHours * 60,
  });
  const role = { ADMIN: 'an admin', STAFF: 'a staff member', GROUP_LEADER: 'a group leader' }[invitation.role];
  const rendered = renderEmail({
    subject: `You are invited to the Rihla back-office`,
    preview: `${invitation.invitedBy} invited you as ${role}.`,
    heading: 'Join the Rihla back-office',
    blocks: [
      {
        paragraph: `Hello ${invitation.name}, ${invitation.invitedBy} invited you to the Rihla back-office as ${role}.`,
      },
      { button: { label: 'Accept the invitation', href: link } },
      {
        paragraph: `You choose your password on the page the link opens. The link works once, for ${invitation.validHours} hours.`,
      },
      { paragraph: 'If you did not expect this, ignore this email: no account is made without you.' },
    ],
  });
  return {
    ...rendered,
    to: invitation.email,
    kind: 'staff-invitation',
    dedupeKey: `staff-invitation:${invitation.invitationId}:${invitation.sendKey}`,
    links: secret.links,
  };
}
