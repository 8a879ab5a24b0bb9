import { secretLinks } from '../links.ts';
import { renderEmail, siteUrl } from '../message.ts';
import type { OutboxMessage } from '../outbox.ts';

/** The role invited to; an agent's invitation names the agency it will work for (decision 0065). */
type InvitedAs = { role: 'STAFF' | 'ADMIN' | 'GROUP_LEADER' } | { role: 'AGENT'; agencyName: string };

type Invitation = InvitedAs & {
  invitationId: number;
  /** Names this sending (the first or a resend), so a retried transaction mails it once. */
  sendKey: string;
  email: string;
  name: string;
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
  const role =
    invitation.role === 'AGENT'
      ? `an agent of ${invitation.agencyName}`
      : { ADMIN: 'an admin', STAFF: 'a staff member', GROUP_LEADER: 'a group leader' }[invitation.role];
  const place = invitation.role === 'AGENT' ? 'the Rihla agent portal' : 'the Rihla back-office';
  const rendered = renderEmail({
    subject: `You are invited to ${place}`,
    preview: `${invitation.invitedBy} invited you as ${role}.`,
    heading: `Join ${place}`,
    blocks: [
      {
        paragraph: `Hello ${invitation.name}, ${invitation.invitedBy} invited you to ${place} as ${role}.`,
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
