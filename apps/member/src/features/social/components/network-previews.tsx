import {
  type HubMediaRef,
  NETWORK_LIMITS,
  networkLength,
  networkProblem,
  type Platform,
  type SocialStatus,
  videoAttachmentLabel,
} from "@realty/contracts/social-constants";
import { Badge } from "@realty/ui/badge";
import { Button } from "@realty/ui/button";
import { cn } from "@realty/ui/cn";
import { mediaFacts } from "../lib/draft-checks.ts";
import { platformInfo } from "../lib/platforms.ts";
import { PostMock } from "./post-mock.tsx";

interface Props {
  platforms: Platform[];
  content: string;
  variants: Partial<Record<Platform, string>>;
  media: HubMediaRef | null;
  status: SocialStatus | null | undefined;
  onVariant: (platform: Platform, text: string | undefined) => void;
}

/** Each selected network's own preview: its text, count and limit, attachment and any refusal. */
export function NetworkPreviews({ platforms, content, variants, media, status, onVariant }: Props) {
  if (platforms.length === 0) return null;
  return (
    <section aria-label="Previews" className="grid gap-3 md:grid-cols-2">
      {platforms.map((platform) => {
        const { name, Icon } = platformInfo(platform);
        const own = variants[platform];
        const text = own ?? content;
        const length = networkLength(platform, text);
        const limit = NETWORK_LIMITS[platform].maxChars;
        const problem = networkProblem(platform, text, mediaFacts(media));
        const sandbox = status?.accounts[platform].mode === "sandbox";
        return (
          <article
            key={platform}
            aria-label={`${name} preview`}
            className={cn("flex flex-col gap-2 rounded-xl border p-3", problem ? "border-danger" : "border-line")}
          >
            <header className="flex items-center gap-2 text-sm font-semibold text-ink">
              <Icon className="size-4" aria-hidden /> {name}
              {sandbox ? <Badge variant="outline">Sandbox</Badge> : null}
              <span className={cn("ml-auto text-xs", length > limit ? "font-semibold text-danger" : "text-muted")}>
                {length.toLocaleString("en-US")}/{limit.toLocaleString("en-US")}
              </span>
            </header>
            {own !== undefined ? (
              <textarea
                aria-label={`${name} version`}
                rows={4}
                value={own}
                onChange={(e) => onVariant(platform, e.target.value)}
                className="w-full rounded-lg border border-line px-2 py-1 text-base md:text-sm"
              />
            ) : null}
            <PostMock platform={platform} text={text} media={media} />
            {media?.kind === "video" ? (
              <p className="text-xs text-muted">Attached: your branded {videoAttachmentLabel(platform, media.cut)}</p>
            ) : null}
            {problem ? (
              <p role="alert" className="text-xs font-medium text-danger">
                {problem}
              </p>
            ) : null}
            <div>
              {own === undefined ? (
                <Button type="button" size="sm" variant="ghost" onClick={() => onVariant(platform, text)}>
                  Edit for {name}
                </Button>
              ) : (
                <Button type="button" size="sm" variant="ghost" onClick={() => onVariant(platform, undefined)}>
                  Use the main text
                </Button>
              )}
            </div>
          </article>
        );
      })}
    </section>
  );
}
