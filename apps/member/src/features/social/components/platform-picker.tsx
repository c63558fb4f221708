import type { Platform, SocialStatus } from "@realty/contracts/social-constants";
import { cn } from "@realty/ui/cn";
import { PLATFORM_LIST } from "../lib/platforms.ts";

interface Props {
  status: SocialStatus | null | undefined;
  selected: ReadonlySet<Platform>;
  onToggle: (platform: Platform) => void;
}

/** Three platform cards; only connected platforms can be ticked (part 2 §5). */
export function PlatformPicker({ status, selected, onToggle }: Props) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-medium text-ink">Select Platforms</legend>
      {PLATFORM_LIST.map(({ id, name, Icon, tile }) => {
        const connected = Boolean(status?.[id]);
        const checked = connected && selected.has(id);
        return (
          <label
            key={id}
            htmlFor={`platform-${id}`}
            className={cn(
              "relative flex items-center gap-3 rounded-xl border p-3 transition-colors",
              connected ? "cursor-pointer hover:border-brand-500" : "cursor-not-allowed opacity-60",
              checked ? "border-brand-600 bg-brand-50" : "border-line bg-white",
            )}
          >
            <span className={cn("flex size-9 shrink-0 items-center justify-center rounded-lg", tile)}>
              <Icon className="size-4" />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-ink">{name}</span>
              <span className={cn("block text-xs", connected ? "text-success" : "text-muted")}>
                {connected ? "Connected" : (status?.accounts[id].notice ?? "Not Connected")}
                {status?.accounts[id].mode === "sandbox" ? " · Sandbox" : ""}
              </span>
            </span>
            <input
              id={`platform-${id}`}
              type="checkbox"
              className="ml-auto size-5 shrink-0 accent-brand-600 disabled:cursor-not-allowed"
              checked={checked}
              disabled={!connected}
              onChange={() => onToggle(id)}
            />
          </label>
        );
      })}
    </fieldset>
  );
}
