import { createHash } from 'node:crypto';
import { messages } from '@timeapp/domain/messages';
import type { AppContext } from '../../lib/context.ts';
import { requireUser, type Actor } from '../../lib/actor.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { authorize } from '../../lib/policy.ts';
import { imagePolicy } from './policy.ts';
import { imageStoreFor } from './store.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_SIDE = 1600;
/** Refuses decompression bombs: a small file that decodes to a giant bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED = new Set(['png', 'jpeg', 'webp']);

// sharp (libvips, about 17 MB resident) loads on the first upload rather than at start:
// uploads are rare next to the reads every process serves.
let sharpModule: Promise<typeof import('sharp')> | undefined;
const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;

/**
 * Stores an uploaded image as WebP (in the image store: PostgreSQL or DATA_DIR). The type comes from the bytes, never the file name or the
 * declared content type; re-encoding drops EXIF (location) and anything hidden in the file.
 * `read` is called only after the caller is known to be signed in.
 */
export async function storeImage(
  ctx: AppContext,
  actor: Actor,
  read: () => Promise<Buffer | undefined>,
): Promise<{ url: string }> {
  // A business is public only once its owner has verified their e-mail, and so are its pictures.
  authorize(imagePolicy.upload, requireUser(actor), undefined);
  const input = await read();
  if (!input?.length) throw badRequest(messages.badImage);
  return keepImage(ctx, input);
}

/**
 * Re-encodes `input` (PNG, JPEG, WebP or SVG from our own code) as WebP of at most 1600 px a
 * side and keeps it in the image store, named by its bytes. Callers check who is asking.
 */
export async function keepImage(
  ctx: AppContext,
  input: Buffer,
  accepted: ReadonlySet<string> = ACCEPTED,
): Promise<{ url: string }> {
  const sharp = await loadSharp();
  let output: Buffer;
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (!format || !accepted.has(format)) throw badRequest(messages.badImage);
    output = await image
      .rotate() // apply the EXIF orientation before the metadata goes
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    // sharp could not read it: not an image, a truncated one, or too many pixels.
    throw badRequest(messages.badImage);
  }
  // Named by its bytes: every process finds it under the same name, cached for good.
  const name = `${createHash('sha256').update(output).digest('base64url').slice(0, 32)}.webp`;
  await imageStoreFor(ctx).put(name, output);
  return { url: `/uploads/${name}` };
}
