// Shapes of the library lists (part 1 §3), shared by the API that builds them and the member app
// that reads them. Types only, so importing them costs the dashboard no bytes.

/** GET /api/scripts: a locked script carries only its first 100 characters. */
export interface ScriptItem {
  id: number;
  title: string;
  content: string;
  category: string;
  tags: string[];
  accessLevel: string;
  hasAccess: boolean;
  /** Only in an admin's list: unpublished scripts are listed to admins alone. */
  published?: boolean;
  /** The member's saved AI version. */
  customizedContent: string | null;
}

/** GET /api/videos: a locked video carries no playable URL. */
export interface VideoItem {
  id: number;
  title: string;
  description: string;
  category: string;
  quarter: number;
  week: number | null;
  isPopular: boolean;
  publicSample: boolean;
  accessLevel: string;
  hasAccess: boolean;
  /** null when locked. */
  videoUrl: string | null;
  /** Alternate encodings the player tries in order when videoUrl fails (empty when locked). */
  fallbackUrls: string[];
  thumbnailUrl: string;
  sizeBytes: number | null;
  tags: string[];
  published?: boolean;
}

/** GET /api/social-posts: a locked post carries only its first 50 characters. */
export interface PostItem {
  id: number;
  title: string;
  content: string;
  imageUrl: string | null;
  category: string;
  platform: string;
  accessLevel: string;
  hasAccess: boolean;
  postIndex: number;
}
