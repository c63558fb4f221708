import { Link } from "wouter";
import { paths } from "../../config/paths.ts";
import { usePublicSettings } from "../../lib/public-settings.ts";

const linkClass = "rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500";

/** The member area's footer (part 1 §2.2). Marketing pages are plain links: they are another site. */
export function MemberFooter() {
  // The admin's Contact Email (Settings), not the built-in default.
  const { contactEmail } = usePublicSettings();
  return (
    <footer className="border-t border-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm text-muted sm:px-6 md:flex-row md:items-center md:justify-between">
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
          <a className={linkClass} href={paths.compliance.path}>
            Compliance
          </a>
          <a className={linkClass} href={`mailto:${contactEmail}`}>
            Support
          </a>
          <Link className={linkClass} href={paths.account.path}>
            Account
          </Link>
          <a className={linkClass} href={paths.terms.path}>
            Terms
          </a>
          <a className={linkClass} href={paths.privacy.path}>
            Privacy
          </a>
          <a className={linkClass} href={paths.resources.path}>
            Resources
          </a>
        </nav>
        <p className="flex gap-3 text-xs">
          <span>Last Updated: January 2025</span>
          <span aria-hidden>•</span>
          <span>v2.0</span>
        </p>
      </div>
    </footer>
  );
}
