import type { AdminScript, AdminUser } from "@realty/contracts/admin";

/** Case-insensitive "contains" on first name, last name or e-mail (part 2 §2). */
export function matchesUser(user: Pick<AdminUser, "firstName" | "lastName" | "email">, query: string): boolean {
  const q = query.trim().toLowerCase();
  return !q || [user.firstName, user.lastName, user.email].some((v) => v.toLowerCase().includes(q));
}

export function filterScripts(scripts: readonly AdminScript[], query: string, category: string): AdminScript[] {
  const q = query.trim().toLowerCase();
  return scripts.filter((s) => (category === "all" || s.adminCategory === category) && s.title.toLowerCase().includes(q));
}

/** The list shows the first 100 characters of a post (part 2 §9). */
export function preview(content: string, max = 100): string {
  return content.length > max ? `${content.slice(0, max)}...` : content;
}

/** "@assets/x.png" names an uploaded asset, served as /media/assets/x.png like members see it. */
export function imageSrc(url: string | null): string | null {
  if (!url) return null;
  return url.startsWith("@assets/") ? `/media/assets/${url.slice("@assets/".length)}` : url;
}
