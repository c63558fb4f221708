import type { PostItem as Post } from "@realty/contracts/library";
import useSWR from "swr";

export type { Post };

export function usePosts() {
  return useSWR<Post[] | null>("/api/social-posts?showAll=true");
}
