import { cn } from "@realty/ui/cn";
import { usePublicSettings } from "../../lib/public-settings.ts";

/**
 * The brand mark: the same house as the marketing site's Logo.astro, the favicons and
 * the share pages' icon, drawn inline so it needs no request. One mark everywhere.
 */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn("size-8 shrink-0", className)} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#2f4fd6" />
      <path d="M14 34 32 18l18 16v14a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2Z" fill="#fff" />
      <circle cx="46" cy="18" r="6" fill="#e5484d" />
    </svg>
  );
}

/** The wordmark; a plain link to the marketing home page (a full page load). */
export function Logo({ className, href = "/" }: { className?: string; href?: string }) {
  return (
    <a
      href={href}
      className={cn(
        "inline-flex items-center gap-2 rounded-lg font-bold text-ink outline-none focus-visible:ring-3 focus-visible:ring-brand-500/40",
        className,
      )}
    >
      <BrandMark />
      <span className="text-lg tracking-tight">{usePublicSettings().platformName}</span>
    </a>
  );
}
