// What the member's clients will see, updated as they type: the header of their share pages and
// the end card of their videos. Mirrors the server's share-page-agent.ts look.
import { type BrandProfile, licenseLine, textOnColor } from "@realty/contracts/brand-profile";

export type PreviewProfile = Pick<
  BrandProfile,
  "displayName" | "photoUrl" | "brokerage" | "phone" | "email" | "licenseNumber" | "licenseState" | "equalHousing" | "brandColor"
>;

function Photo({ profile, size }: { profile: PreviewProfile; size: string }) {
  const initials = profile.displayName
    .split(/\s+/)
    .filter(Boolean)
    .map((p) => p[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return profile.photoUrl ? (
    <img src={profile.photoUrl} alt="" className={`${size} shrink-0 rounded-full object-cover`} />
  ) : (
    <span
      aria-hidden
      className={`${size} inline-flex shrink-0 items-center justify-center rounded-full border-2 border-current font-bold`}
    >
      {initials || "?"}
    </span>
  );
}

function EqualHousing() {
  return (
    <span className="inline-flex items-center gap-1 text-[11px] leading-tight font-semibold">
      <svg viewBox="0 0 32 32" className="size-5" aria-hidden focusable="false">
        <path d="M16 3 2 13h4v15h20V13h4L16 3z" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinejoin="round" />
        <rect x="10" y="15" width="12" height="2.6" fill="currentColor" />
        <rect x="10" y="20.5" width="12" height="2.6" fill="currentColor" />
      </svg>
      Equal Housing Opportunity
    </span>
  );
}

function Details({ profile }: { profile: PreviewProfile }) {
  const licence = licenseLine(profile);
  return (
    <div className="min-w-0 text-sm">
      <p className="text-base font-bold break-words">{profile.displayName || "Your name"}</p>
      {profile.brokerage ? <p className="font-medium break-words">{profile.brokerage}</p> : null}
      {profile.phone ? <p>{profile.phone}</p> : null}
      {profile.email ? <p className="break-all">{profile.email}</p> : null}
      {licence ? <p className="text-xs opacity-90">{licence}</p> : null}
    </div>
  );
}

export function BrandPreview({ profile }: { profile: PreviewProfile }) {
  const style = { background: profile.brandColor, color: textOnColor(profile.brandColor) };
  return (
    <section aria-labelledby="brand-preview-heading" className="grid gap-3">
      <h3 id="brand-preview-heading" className="text-sm font-semibold text-ink">
        Preview
      </h3>
      <p className="text-xs text-muted">Your share pages open with this header:</p>
      <div className="flex flex-wrap items-center gap-3 rounded-lg p-4" style={style} data-testid="brand-preview-header">
        <Photo profile={profile} size="size-14" />
        <Details profile={profile} />
        {profile.equalHousing ? <EqualHousing /> : null}
      </div>
      <p className="text-xs text-muted">Your videos end on this card:</p>
      <div
        className="mx-auto flex aspect-[9/16] w-44 flex-col items-center justify-center gap-3 rounded-lg p-4 text-center"
        style={style}
      >
        <Photo profile={profile} size="size-16" />
        <Details profile={profile} />
        {profile.equalHousing ? <EqualHousing /> : null}
      </div>
    </section>
  );
}
