/**
 * A picture's size in pixels, read by the browser; null when it is not a picture it can read.
 * A module of its own because it needs a real browser (jsdom loads no images): tests replace it.
 */
export function imageSizeOf(file: File): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      resolve(null);
    };
    image.src = url;
  });
}
