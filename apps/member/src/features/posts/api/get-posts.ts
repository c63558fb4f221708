import type { PostItem as Post } from "@realty/contracts/library";
import useSWR from "swr";

export type { Post };

export const POSTS_KEY = "/api/social-posts?showAll=true";

export function usePosts() {
  return useSWR<Post[] | null>(POSTS_KEY);
}
