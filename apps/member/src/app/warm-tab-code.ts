// The code of a dashboard tab opened by its hash (#videos, #posts, #leads: links, the bench),
// asked for as soon as the entry runs, beside the session read, instead of after the dashboard
// page's code (issue 18). Code only: a tab's reads start with the page, once a member is known
// (pages/dashboard.tsx), since a visitor's read would answer 401.
const TAB_CODE: Record<string, () => Promise<unknown>> = {
  "#videos": () => import("../features/videos/components/videos-tab.tsx"),
  "#posts": () => import("../features/posts/components/posts-tab.tsx"),
  "#leads": () => import("../features/leads/components/leads-tab.tsx"),
};

export function warmDashboardTabCode(where: Pick<Location, "pathname" | "hash">): void {
  if (!/^\/dashboard\/?$/.test(where.pathname)) return;
  const load = Object.hasOwn(TAB_CODE, where.hash) ? TAB_CODE[where.hash] : undefined;
  void load?.().catch(() => undefined);
}
