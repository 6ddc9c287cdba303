/**
 * The browser's checks of a WhatsApp file before it is sent (section 9): documents and media
 * up to 16MB, a profile picture at least 400×400. The server checks both again (413, -16).
 */
import { imageSizeOf } from './imageSize';

export const maxWhatsAppFileBytes = 16 * 1024 * 1024;
export const minProfilePictureSide = 400;

export const isTooLarge = (file: File): boolean => file.size > maxWhatsAppFileBytes;

/** What is wrong with a profile picture, as a message key; null when it will do. */
export async function profilePictureProblem(file: File, sizeOf: (file: File) => Promise<{ width: number; height: number } | null> = imageSizeOf): Promise<string | null> {
  if (isTooLarge(file)) return 'whatsapp.files.tooLarge';
  const size = await sizeOf(file);
  if (!size || size.width < minProfilePictureSide || size.height < minProfilePictureSide) return 'errors.whatsapp.picture';
  return null;
}
