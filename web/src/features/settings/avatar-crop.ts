/** Avatars are shown at most 64 px (twice that for sharp screens): a larger file is only weight. */
export const AVATAR_PIXELS = 256;

/** The centred square of a w×h image, and the side it is scaled to (never enlarged). */
export const squareCrop = (width: number, height: number, max = AVATAR_PIXELS) => {
  const side = Math.min(width, height);
  return { sx: Math.floor((width - side) / 2), sy: Math.floor((height - side) / 2), side, size: Math.min(side, max) };
};

/**
 * The avatar as uploaded: the picture's centred square, scaled down to 256 px, as PNG. A file the
 * browser cannot decode goes as it is, so the API's own check names what is wrong with it.
 */
export const cropAvatar = async (file: File): Promise<File> => {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const { sx, sy, side, size } = squareCrop(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  canvas.getContext('2d')?.drawImage(bitmap, sx, sy, side, side, 0, 0, size, size);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return blob ? new File([blob], `${file.name.replace(/\.[^.]*$/, '') || 'avatar'}.png`, { type: 'image/png' }) : file;
};
