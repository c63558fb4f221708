// The catalogue as an admin list shows it: every row in library order, unpublished included, with
// the URLs members use (video files per entry, the stock thumbnail when a video has none).
import type { Database } from "../../db/types.ts";
import { getCatalogue, type PostRow, type ScriptRow, type VideoRow } from "./catalogue.ts";
import { mediaUrl, postImageUrl, stockThumbnailKey, videoSourceUrl } from "./present.ts";

export interface AdminCatalogue {
  scripts: readonly ScriptRow[];
  videos: (VideoRow & { videoUrl: string; thumbnailUrl: string })[];
  posts: (PostRow & { imageUrl: string | null })[];
}

export async function listCatalogueForAdmin(db: Database): Promise<AdminCatalogue> {
  const catalogue = await getCatalogue(db);
  return {
    scripts: catalogue.scripts,
    videos: catalogue.videos.map((v) => ({
      ...v,
      videoUrl: videoSourceUrl(v.id),
      thumbnailUrl: mediaUrl(v.thumbnailKey ?? stockThumbnailKey(v.id)),
    })),
    posts: catalogue.posts.map((p) => ({ ...p, imageUrl: postImageUrl(p.imageUrl) })),
  };
}
