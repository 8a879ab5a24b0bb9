import { createHash, randomBytes } from 'node:crypto';

import type { Prisma, PrismaClient } from '@rihla/db';

/**
 * Secret links (docs/decisions/0013-email-outbox.md, "Tokens in links"). A template never writes a working token:
 * it writes a placeholder and describes what the link grants. The sender mints a fresh token when it sends, stores
 * only its SHA-256 where the API checks it, and puts the live link in the message it hands over, never in the row.
 */

export type LinkGrant =
  | { purpose: 'password-reset'; userId: number; validMinutes: number }
  | { purpose: 'booking-claim'; userId: number; email: string; validMinutes: number }
  | { purpose: 'booking-access'; bookingId: number }
  | { purpose: 'newsletter-confirm'; subscriberId: number }
  | { purpose: 'newsletter-unsubscribe'; subscriberId: number }
  | { purpose: 'staff-invitation'; invitationId: number; validMinutes: number };

/** One secret link of a message: the page it opens (the URL up to its token, ending in `#token=`) and its grant. */
export type SecretLink = { page: string; grant: LinkGrant };

/** What the stored copy shows in place of the link `index` of its message. */
const linkPlaceholder = (index: number) => `[secure link ${index + 1}: created when the email is sent]`;
export const LINK_PLACEHOLDER = /\[secure link \d+: created when the email is sent\]/;

/** Collects a template's secret links: `add` answers the placeholder the template writes in the link's place. */
export function secretLinks() {
  const links: SecretLink[] = [];
  return {
    links,
    add(page: string, grant: LinkGrant): string {
      links.push({ page, grant });
      return linkPlaceholder(links.length - 1);
    },
  };
}

/** 160 random bits, URL-safe (it travels in links and the X-Booking-Token header), and its stored SHA-256. */
export function newAccessToken(): { token: string; hash: string } {
  const token = randomBytes(20).toString('base64url');
  return { token, hash: hashAccessToken(token) };
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const minutesAfter = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

/**
 * Mints each link and answers the live URLs, in order. Reset and claim links are rows of their own, so a resend
 * (after a crash) adds one and the earlier link also works until it expires; a booking's mailed token and a
 * subscriber's links are one column each, so a resend replaces them; so is a staff invitation's, whose expiry starts
 * again with the sending (an accepted or revoked invitation is left as it is: its link stays dead).
 */
export async function mintLinks(db: PrismaClient, links: SecretLink[], now: Date): Promise<string[]> {
  const live: string[] = [];
  for (const { page, grant } of links) {
    const { token, hash } = newAccessToken();
    await storeHash(db, grant, hash, now);
    live.push(`${page}${token}`);
  }
  return live;
}

function storeHash(db: PrismaClient, grant: LinkGrant, tokenHash: string, now: Date): Promise<unknown> {
  switch (grant.purpose) {
    case 'password-reset':
      return db.passwordReset.create({
        data: { userId: grant.userId, tokenHash, expiresAt: minutesAfter(now, grant.validMinutes) },
      });
    case 'booking-claim':
      return db.bookingClaimLink.create({
        data: { userId: grant.userId, email: grant.email, tokenHash, expiresAt: minutesAfter(now, grant.validMinutes) },
      });
    case 'booking-access':
      return db.booking.update({ where: { id: grant.bookingId }, data: { mailedAccessTokenHash: tokenHash } });
    case 'newsletter-confirm':
      return db.newsletterSubscriber.update({
        where: { id: grant.subscriberId },
        data: { confirmTokenHash: tokenHash },
      });
    case 'newsletter-unsubscribe':
      return db.newsletterSubscriber.update({
        where: { id: grant.subscriberId },
        data: { unsubscribeTokenHash: tokenHash },
      });
    case 'staff-invitation':
      return db.staffInvitation.updateMany({
        where: { id: grant.invitationId, usedAt: null, revokedAt: null },
        data: { tokenHash, expiresAt: minutesAfter(now, grant.validMinutes) },
      });
  }
}

/** The message with each placeholder replaced by its live link (`escape` for HTML). */
export function withLiveLinks(body: string, live: string[], escape: (value: string) => string = (v) => v): string {
  return live.reduce((filled, url, index) => filled.replaceAll(linkPlaceholder(index), escape(url)), body);
}

/** The stored column's value, typed back (the row's `links` is JSON). */
export const storedLinks = (value: Prisma.JsonValue): SecretLink[] =>
  (Array.isArray(value) ? value : []) as SecretLink[];
