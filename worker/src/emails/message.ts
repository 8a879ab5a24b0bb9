import { type EmailLocale, emailTexts, textDirection } from './i18n/index.ts';
import { LINK_PLACEHOLDER } from './links.ts';

/**
 * One source per message: a template describes its content as blocks, and `renderEmail` writes both the HTML
 * (inline styles, tables: what mail clients render) and the plain text from it, so the two never disagree.
 * The content is in the recipient's language (`locale`, English by default): Arabic is laid out right to left.
 */

/**
 * A paragraph, a call to action, a short list of facts (label: value), or a small print line. A `quote` is text a
 * visitor wrote (a consultation's message): its direction is its own (dir="auto"), whatever the email's.
 */
export type Block =
  | { paragraph: string }
  | { quote: string }
  // Text staff typed (a consultation reply): escaped, its line breaks kept, its direction its own.
  | { letter: string }
  | { button: { label: string; href: string } }
  | { facts: [label: string, value: string][] }
  | { note: string };

export type EmailContent = {
  subject: string;
  /** The line mail clients show beside the subject. */
  preview: string;
  heading: string;
  blocks: Block[];
  /** Small print under the card, e.g. the unsubscribe link. */
  footer?: Block[];
  /** The recipient's language: the HTML's lang, its direction and the few words the layout itself writes. */
  locale?: EmailLocale;
};

export type RenderedEmail = { subject: string; html: string; text: string };

const COLORS = {
  sand: '#f3ebdd',
  surface: '#ffffff',
  border: '#e3d9c6',
  green: '#0f4c3a',
  gold: '#c8a24a',
  ink: '#1e2a24',
  muted: '#5d6b63',
};
const BODY_FONT = "'Inter', system-ui, -apple-system, 'Segoe UI', Arial, sans-serif";
const DISPLAY_FONT = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
// Arabic script: fonts mail clients have or the site bundles, then the system's Arabic faces.
const ARABIC_BODY_FONT = "'Noto Naskh Arabic', 'Noto Sans Arabic', Tahoma, 'Segoe UI', Arial, sans-serif";
const ARABIC_DISPLAY_FONT = "'Amiri', 'Noto Naskh Arabic', 'Times New Roman', serif";

/** An absolute link into the site: every link in a mail must work from a mail client. */
export function siteUrl(publicUrl: string, path: string): string {
  return new URL(path, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();
}

export function renderEmail(content: EmailContent): RenderedEmail {
  return { subject: content.subject, html: renderHtml(content), text: renderText(content) };
}

function renderText({ heading, blocks, footer = [] }: EmailContent): string {
  const lines = (list: Block[]) => list.map(textOf).join('\n\n');
  const parts = ['Rihla', '', heading, '', lines(blocks)];
  if (footer.length) parts.push('', '--', lines(footer));
  return `${parts.join('\n')}\n`;
}

function textOf(block: Block): string {
  if ('paragraph' in block) return block.paragraph;
  if ('quote' in block) return block.quote;
  if ('letter' in block) return block.letter;
  if ('note' in block) return block.note;
  if ('button' in block) return `${block.button.label}: ${block.button.href}`;
  return block.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
}

/** What differs between a left-to-right and a right-to-left message: attributes, alignment, fonts. */
function layoutOf(locale: EmailLocale = 'en') {
  const rtl = textDirection(locale) === 'rtl';
  return {
    // English keeps its markup byte for byte; the others name their language, Arabic its direction.
    htmlAttrs: rtl ? `lang="${locale}" dir="rtl"` : `lang="${locale}"`,
    // Some clients drop <html> and <body> attributes: the tables carry the direction too.
    dir: rtl ? ' dir="rtl"' : '',
    align: rtl ? 'text-align:right;direction:rtl;' : '',
    body: rtl ? ARABIC_BODY_FONT : BODY_FONT,
    display: rtl ? ARABIC_DISPLAY_FONT : DISPLAY_FONT,
    brandFont: DISPLAY_FONT,
    // The label column's gap sits on its inline end: the right in English, the left in Arabic.
    labelPadding: rtl ? '6px 0 6px 12px' : '6px 12px 6px 0',
    orOpenLink: emailTexts(locale).t.common.orOpenLink,
  };
}

type Layout = ReturnType<typeof layoutOf>;

function renderHtml({ subject, preview, heading, blocks, footer = [], locale }: EmailContent): string {
  const l = layoutOf(locale);
  const body = blocks.map((block) => htmlOf(block, l)).join('\n');
  const small = footer.map((block) => htmlOf(block, l)).join('\n');
  return `<!doctype html>
<html ${l.htmlAttrs}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(subject)}</title></head>
<body${l.dir} style="margin:0;padding:0;background:${COLORS.sand};color:${COLORS.ink};font-family:${l.body};${l.align}">
<div style="display:none;max-height:0;overflow:hidden;">${escape(preview)}</div>
<table${l.dir} role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.sand};">
<tr><td align="center" style="padding:24px 12px;">
<table${l.dir} role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;">
<tr><td style="padding:0 4px 12px;font-family:${l.brandFont};font-size:26px;font-weight:600;color:${COLORS.green};${l.align}">Rihla</td></tr>
<tr><td style="background:${COLORS.surface};border:1px solid ${COLORS.border};border-top:4px solid ${COLORS.gold};border-radius:8px;padding:28px 24px;${l.align}">
<h1 style="margin:0 0 16px;font-family:${l.display};font-size:28px;line-height:1.2;font-weight:600;color:${COLORS.green};">${content(heading)}</h1>
${body}
</td></tr>
<tr><td style="padding:16px 4px;font-size:13px;line-height:1.5;color:${COLORS.muted};${l.align}">${small}</td></tr>
</table></td></tr></table>
</body></html>
`;
}

function htmlOf(block: Block, l: Layout): string {
  if ('paragraph' in block)
    return `<p style="margin:0 0 14px;font-size:16px;line-height:1.6;">${content(block.paragraph)}</p>`;
  if ('quote' in block)
    return `<p dir="auto" style="margin:0 0 14px;font-size:16px;line-height:1.6;">${escape(block.quote)}</p>`;
  if ('letter' in block)
    return `<p dir="auto" style="margin:0 0 14px;font-size:16px;line-height:1.6;white-space:pre-wrap;">${escape(block.letter)}</p>`;
  if ('note' in block)
    return `<p style="margin:0 0 10px;font-size:13px;line-height:1.5;color:${COLORS.muted};">${linkify(block.note)}</p>`;
  if ('button' in block) {
    const { label, href } = block.button;
    return `<p style="margin:20px 0;"><a href="${escape(href)}" style="display:inline-block;background:${COLORS.green};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px;">${escape(label)}</a></p>
<p style="margin:0 0 14px;font-size:13px;line-height:1.5;color:${COLORS.muted};word-break:break-all;">${escape(l.orOpenLink)} <a href="${escape(href)}" style="color:${COLORS.green};">${escape(href)}</a></p>`;
  }
  const rows = block.facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:${l.labelPadding};color:${COLORS.muted};font-size:14px;vertical-align:top;${l.align}">${content(label)}</td><td style="padding:6px 0;font-size:15px;font-weight:600;${l.align}">${content(value)}</td></tr>`,
    )
    .join('');
  return `<table${l.dir} role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 18px;border-top:1px solid ${COLORS.border};border-bottom:1px solid ${COLORS.border};width:100%;">${rows}</table>`;
}

/**
 * Small print may carry a link (the unsubscribe one): an http(s) URL, or a secret link's placeholder (links.ts, the
 * sender puts the live link in both the anchor and its text), becomes an anchor.
 */
function linkify(text: string): string {
  return content(text).replace(
    new RegExp(`https?://[^\\s<]+|${LINK_PLACEHOLDER.source}`, 'g'),
    (url) => `<a href="${url}" style="color:${COLORS.green};">${url}</a>`,
  );
}

/**
 * Text for the HTML body: escaped, and each value the texts isolated (i18n/index.ts: first-strong or left-to-right
 * isolate ... pop) also wrapped in <bdi>, the isolation HTML mail clients know, so a Latin amount or reference
 * inside Arabic keeps its order where a client ignores the Unicode marks (issue #31).
 */
function content(value: string): string {
  return escape(value)
    .replaceAll('\u2068', '<bdi>\u2068')
    .replaceAll('\u2066', '<bdi dir="ltr">\u2066')
    .replaceAll('\u2069', '\u2069</bdi>');
}

export function escape(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
