// Draws the app's icons (apps/web/public/icons) for the web app manifest and iOS's home screen:
// the favicon's clock, white on the brand blue. Run once after changing them: node scripts/app-icons.mjs
import sharp from 'sharp';
const clock = (size, pad) => {
  // The favicon's clock on a full square (maskable icons are cut to any shape by the phone).
  const r = (size / 2) * (1 - pad);
  const c = size / 2;
  const u = r / 15;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" fill="#1c5d99"/>
<circle cx="${c}" cy="${c}" r="${r}" fill="none" stroke="#fff" stroke-width="${u * 1.6}"/>
<path d="M${c} ${c - 9 * u}v${9 * u}l${6 * u} ${4 * u}" stroke="#fff" stroke-width="${u * 3}" fill="none" stroke-linecap="round"/></svg>`;
};
const out = new URL('../apps/web/public/icons/', import.meta.url).pathname;
for (const [name, size, pad] of [
  ['icon-192.png', 192, 0.3],
  ['icon-512.png', 512, 0.3],
  ['icon-maskable-512.png', 512, 0.45],
  ['apple-touch-icon.png', 180, 0.3],
])
  await sharp(Buffer.from(clock(size, pad)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(out + name);
