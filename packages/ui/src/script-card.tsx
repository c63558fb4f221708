import { LOCKED_SCRIPT_CHARS } from "@realty/plans";
import { House, KeyRound, Lightbulb, Lock, MapPin, Megaphone, Sparkles, TrendingUp } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "./badge.tsx";
import { Button } from "./button.tsx";
import { cn } from "./cn.ts";

/** The six card icons, chosen by id modulo 6 (part 1 §2.13). */
const ICONS = [House, KeyRound, TrendingUp, MapPin, Lightbulb, Megaphone] as const;

/** Dashboard excerpts: 150 characters, or the locked length from the plans (part 1 §2.13, §9). */
export const SCRIPT_EXCERPT = 150;

export interface ScriptCardData {
  id: number;
  title: string;
  content: string;
  hasAccess: boolean;
  customizedContent?: string | null;
}

export interface LockedInfo {
  /** The tier the script needs, e.g. "Momentum Vault". */
  tierName: string;
  /** "Upgrade from $10". */
  upgradeFrom: string;
  /** The 'Upgrade to Access' link, rendered by the app's router. */
  upgradeAction: ReactNode;
}

export function scriptIcon(id: number) {
  return ICONS[((id % ICONS.length) + ICONS.length) % ICONS.length] ?? House;
}

/** Escaped line breaks become spaces; the excerpt ends with an ellipsis when cut. */
export function scriptExcerpt(content: string, max: number): string {
  const flat = content.replace(/\\n/g, " ").replace(/\s+/g, " ").trim();
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max).join("").trimEnd()}...`;
}

/** The home page's card text: a leading "POV:" is dropped (part 1 §2.13). */
export function withoutPov(content: string): string {
  return content.replace(/^\s*POV:\s*/i, "");
}

export interface ScriptCardProps {
  script: ScriptCardData;
  locked?: LockedInfo;
  onOpen?: () => void;
  className?: string;
}

const CARD = "flex flex-col gap-3 rounded-(--radius-card) border border-line bg-white p-5 shadow-(--shadow-card)";

/** The home page's card: one of six icons by id, the title and three clamped lines (part 1 §2.13). */
export function HomeScriptCard({ script, className }: Pick<ScriptCardProps, "script" | "className">) {
  const Icon = scriptIcon(script.id);
  return (
    <article data-slot="script-card" className={cn(CARD, className)}>
      <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        <Icon className="size-5" aria-hidden />
      </span>
      <h3 className="leading-snug font-bold text-ink">{script.title}</h3>
      <p className="line-clamp-3 text-sm text-muted">{withoutPov(script.content)}</p>
    </article>
  );
}

/**
 * The dashboard's card: title, the first 150 characters (100 when locked, blurred, with the tier
 * badge and the upgrade price), and 'Customize & Share' (part 1 §2.13).
 */
export function ScriptCard({ script, locked, onOpen, className }: ScriptCardProps) {
  const isLocked = !script.hasAccess;
  const titleId = `script-${script.id}-title`;
  return (
    <article aria-labelledby={titleId} data-slot="script-card" className={cn(CARD, className)}>
      <div>
        <h3 id={titleId} className="leading-snug font-bold text-ink">
          {script.title}
        </h3>
        <div className="mt-1 flex flex-wrap gap-1.5">
          {isLocked && locked ? (
            <Badge variant="secondary">
              <Lock aria-hidden />
              {locked.tierName}
            </Badge>
          ) : null}
          {script.customizedContent ? (
            <Badge variant="success">
              <Sparkles aria-hidden />
              Customized
            </Badge>
          ) : null}
        </div>
      </div>
      <p className={cn("flex-1 text-sm text-muted", isLocked && "blur-[3px] select-none")} aria-hidden={isLocked}>
        {scriptExcerpt(script.content, isLocked ? LOCKED_SCRIPT_CHARS : SCRIPT_EXCERPT)}
      </p>
      <div className="mt-auto flex flex-col gap-2">
        {isLocked && locked ? <p className="text-sm font-semibold text-accent-600">{locked.upgradeFrom}</p> : null}
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" onClick={onOpen} aria-label={`Customize & Share: ${script.title}`}>
            Customize &amp; Share
          </Button>
          {isLocked && locked ? locked.upgradeAction : null}
        </div>
      </div>
    </article>
  );
}
