// Phone photos are several megabytes; a headshot on a page or card needs 600 px. Scaling in the
// browser keeps uploads small (the server takes 1 MB) and strips the camera's metadata (location).
const MAX_SIDE = 600;

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error("not an image"));
    };
    img.src = url;
  });
}

/**
 * A re-encoded copy at most 600 px on its longer side: PNG stays PNG (logos keep transparency),
 * everything else becomes JPEG. Null when the browser cannot read the file as an image.
 */
export async function downscaleImage(file: File): Promise<{ blob: Blob; name: string } | null> {
  let img: HTMLImageElement;
  try {
    img = await loadImage(file);
  } catch {
    return null;
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(img.naturalWidth, img.naturalHeight));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  const png = file.type === "image/png";
  const type = png ? "image/png" : "image/jpeg";
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.88));
  return blob ? { blob, name: png ? "photo.png" : "photo.jpg" } : null;
}
