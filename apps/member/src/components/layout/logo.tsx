import { cn } from "@realty/ui/cn";
import { Clapperboard } from "lucide-react";
import { usePublicSettings } from "../../lib/public-settings.ts";

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
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white">
        <Clapperboard className="size-4" aria-hidden />
      </span>
      <span className="text-lg tracking-tight">{usePublicSettings().platformName}</span>
    </a>
  );
}
