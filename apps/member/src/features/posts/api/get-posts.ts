import useSWR from "swr";

/** A ready-made post as GET /api/social-posts answers it (part 1 §3); locked ones carry 50 characters. */
export interface Post {
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

export function usePosts() {
  return useSWR<Post[] | null>("/api/social-posts?showAll=true");
}
