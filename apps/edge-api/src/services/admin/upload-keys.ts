/** Prefixes of keys an admin upload creates (http/video-upload.ts); only these are ever deleted when a video goes. */
export const UPLOAD_PREFIXES = ["videos/uploads/", "thumbnails/uploads/"] as const;
