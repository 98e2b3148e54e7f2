// QR codes for share links, drawn by the `qrcode` package. Loaded on first use only: the
// package is about 25 KB that the screens showing a link card can do without on first paint.

const load = () => import('qrcode');

/** Error correction 'M' survives a smudged or creased print; a quiet zone of 2 modules. */
const options = { errorCorrectionLevel: 'M', margin: 2 } as const;

/** The code as SVG markup: sharp at any print size. */
export async function qrSvg(text: string): Promise<string> {
  const qr = await load();
  return qr.toString(text, { ...options, type: 'svg' });
}

/** The code as a PNG data URL, `size` pixels square. */
export async function qrPng(text: string, size = 1024): Promise<string> {
  const qr = await load();
  return qr.toDataURL(text, { ...options, width: size, type: 'image/png' });
}
