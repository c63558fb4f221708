import { Button } from "@realty/ui/button";
import { Logo } from "../../../components/layout/logo.tsx";
import { paths } from "../../../config/paths.ts";

const LINKS = [
  { href: paths.aiCustomization.path, label: "AI Customization" },
  { href: paths.scripts.path, label: "Scripts" },
  { href: paths.professionalVideos.path, label: "Videos" },
  { href: paths.socialMediaPosts.path, label: "Posts" },
  { href: paths.purchase.path, label: "Pricing" },
  { href: paths.guarantee.path, label: "Guarantee" },
];

/**
 * The purchase page's top navigation (part 2 §2): plain links, since these are full pages. A paid
 * member already has access, so "Get Instant Access" is for everyone else only.
 */
export function PurchaseNav({ signedIn, offerAccess }: { signedIn: boolean; offerAccess: boolean }) {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Logo />
        <ul className="hidden items-center gap-5 text-sm font-medium text-muted lg:flex">
          {LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="hover:text-ink">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          {signedIn ? (
            <Button asChild variant="ghost" size="sm">
              <a href={paths.logoutFallback.path}>Logout</a>
            </Button>
          ) : (
            <Button asChild variant="ghost" size="sm">
              <a href={paths.login.path}>Login</a>
            </Button>
          )}
          {offerAccess ? (
            <Button asChild variant="accent" size="sm">
              <a href={paths.purchase.path}>Get Instant Access</a>
            </Button>
          ) : null}
        </div>
      </nav>
    </header>
  );
}
