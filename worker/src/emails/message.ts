/**
 * One source per message: a template describes its content as blocks, and `renderEmail` writes both the HTML
 * (inline styles, tables: what mail clients render) and the plain text from it, so the two never disagree.
 */

/** A paragraph, a call to action, a short list of facts (label: value), or a small print line. */
export type Block =
  | { paragraph: string }
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
  if ('note' in block) return block.note;
  if ('button' in block) return `${block.button.label}: ${block.button.href}`;
  return block.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
}

function renderHtml({ subject, preview, heading, blocks, footer = [] }: EmailContent): string {
  const body = blocks.map(htmlOf).join('\n');
  const small = footer.map(htmlOf).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.sand};color:${COLORS.ink};font-family:${BODY_FONT};">
<div style="display:none;max-height:0;overflow:hidden;">${escape(preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.sand};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;">
<tr><td style="padding:0 4px 12px;font-family:${DISPLAY_FONT};font-size:26px;font-weight:600;color:${COLORS.green};">Rihla</td></tr>
<tr><td style="background:${COLORS.surface};border:1px solid ${COLORS.border};border-top:4px solid ${COLORS.gold};border-radius:8px;padding:28px 24px;">
<h1 style="margin:0 0 16px;font-family:${DISPLAY_FONT};font-size:28px;line-height:1.2;font-weight:600;color:${COLORS.green};">${escape(heading)}</h1>
${body}
</td></tr>
<tr><td style="padding:16px 4px;font-size:13px;line-height:1.5;color:${COLORS.muted};">${small}</td></tr>
</table></td></tr></table>
</body></html>
`;
}

function htmlOf(block: Block): string {
  if ('paragraph' in block)
    return `<p style="margin:0 0 14px;font-size:16px;line-height:1.6;">${escape(block.paragraph)}</p>`;
  if ('note' in block)
    return `<p style="margin:0 0 10px;font-size:13px;line-height:1.5;color:${COLORS.muted};">${linkify(block.note)}</p>`;
  if ('button' in block) {
    const { label, href } = block.button;
    return `<p style="margin:20px 0;"><a href="${escape(href)}" style="display:inline-block;background:${COLORS.green};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px;">${escape(label)}</a></p>
<p style="margin:0 0 14px;font-size:13px;line-height:1.5;color:${COLORS.muted};word-break:break-all;">Or open this link: <a href="${escape(href)}" style="color:${COLORS.green};">${escape(href)}</a></p>`;
  }
  const rows = block.facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:${COLORS.muted};font-size:14px;vertical-align:top;">${escape(label)}</td><td style="padding:6px 0;font-size:15px;font-weight:600;">${escape(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 18px;border-top:1px solid ${COLORS.border};border-bottom:1px solid ${COLORS.border};width:100%;">${rows}</table>`;
}

/** Small print may carry a link (the unsubscribe one): an http(s) URL in it becomes an anchor. */
function linkify(text: string): string {
  return escape(text).replace(
    /https?:\/\/[^\s<]+/g,
    (url) => `<a href="${url}" style="color:${COLORS.green};">${url}</a>`,
  );
}

function escape(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
