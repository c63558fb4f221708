// The admin lists and figures, read through swr (the app's fetcher GETs the key's path). Users and
// Scripts are paged on the server: shared/api/lists.ts.
import type {
  AdminDiscountCode,
  AdminSocialPost,
  AdminStats,
  AdminUserDetail,
  AdminVideo,
  AnalyticsSummary,
  PublicSettings,
} from "@realty/contracts/admin";
import useSWR from "swr";
import { ADMIN_KEYS } from "./admin-keys.ts";

export const useAdminStats = () => useSWR<AdminStats>(ADMIN_KEYS.stats);
export const useAdminUser = (id: number | null) => useSWR<AdminUserDetail>(id ? ADMIN_KEYS.user(id) : null);
export const useAdminVideos = () => useSWR<AdminVideo[]>(ADMIN_KEYS.videos);
export const useAdminSocialPosts = () => useSWR<AdminSocialPost[]>(ADMIN_KEYS.socialPosts);
export const useAdminDiscountCodes = () => useSWR<AdminDiscountCode[]>(ADMIN_KEYS.discountCodes);
export const useAdminSettings = () => useSWR<PublicSettings>(ADMIN_KEYS.settings);
export const useAdminAnalytics = (days: number) => useSWR<AnalyticsSummary>(ADMIN_KEYS.analytics(days));
