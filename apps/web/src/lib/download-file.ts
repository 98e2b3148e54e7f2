/** Saves `href` (a data: or blob: address) as the file `name`: the browser's own download. */
export function downloadFile(href: string, name: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
}

/** Saves `text` as the file `name` of type `type`. */
export function downloadText(text: string, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  downloadFile(url, name);
  // Revoked later: the browser reads the file after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
