/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A minimal HTML body: a greeting paragraph list and optional button link. */
export function htmlMail(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = link
    ? `\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`
    : '';
  return `<!doctype html>\n<html><body style="font-family:sans-serif">\n${body}${button}\n</body></html>`;
}
