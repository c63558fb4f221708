// One caption per network, each with its own copy button. The X caption is copied with the
// script's share link, counted the way X counts it (every link is 23 characters).
import type { LibraryScriptKit } from "@realty/contracts/library";
import { KitCopyButton } from "./kit-copy-button.tsx";
import { useScriptShareLink } from "./use-script-detail.ts";

const X_LINK_CHARS = 23;
const X_MAX_CHARS = 280;
const TEXT = "rounded-lg bg-surface p-3 text-sm leading-relaxed whitespace-pre-line break-words text-ink";

const NETWORKS = [
  ["instagram", "Instagram / TikTok"],
  ["facebook", "Facebook"],
  ["linkedin", "LinkedIn"],
] as const;

/** The X post as sent: the caption, a space and the link; its length as X counts it. */
export function xPost(caption: string, url: string | null): { text: string; length: number } {
  if (!url) return { text: caption, length: Array.from(caption).length };
  return { text: `${caption} ${url}`, length: Array.from(caption).length + 1 + X_LINK_CHARS };
}

export function KitCaptions({
  scriptId,
  captions,
  copyBlocked = null,
}: {
  scriptId: number;
  captions: LibraryScriptKit["captions"];
  copyBlocked?: string | null;
}) {
  const link = useScriptShareLink(scriptId).data?.url ?? null;
  const x = xPost(captions.x, link);
  return (
    <div className="flex flex-col gap-4">
      {NETWORKS.map(([key, name]) => (
        <section key={key} aria-label={`${name} caption`} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-ink">{name}</h3>
          <p className={TEXT}>{captions[key]}</p>
          <KitCopyButton text={captions[key]} what={`${name} caption`} blocked={copyBlocked} />
        </section>
      ))}
      <section aria-label="X caption" className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-ink">
          X{" "}
          <span className="font-normal text-muted" data-testid="x-count" aria-hidden>
            {`${x.length}/${X_MAX_CHARS}`}
          </span>
          <span className="sr-only">{`, ${x.length} of ${X_MAX_CHARS} characters with the link`}</span>
        </h3>
        <p className={TEXT} data-testid="x-caption">
          {x.text}
        </p>
        <KitCopyButton text={x.text} what="X caption" blocked={copyBlocked} />
      </section>
    </div>
  );
}
