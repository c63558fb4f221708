// The dialog's results: which engine made the version, anything the member should know, the
// fair-housing notes to act on before posting, and the whole kit in the same tabs as the library's,
// each part customized (the shot list and compliance note are the script's own).
import type { CustomizeResult } from "@realty/contracts/customize";
import { clearedToShare } from "@realty/contracts/customize-options";
import { Alert, AlertDescription, AlertTitle } from "@realty/ui/alert";
import { Badge } from "@realty/ui/badge";
import { Button } from "@realty/ui/button";
import { toast } from "@realty/ui/use-toast";
import { Bot, Scale, Sparkles, Wand2 } from "lucide-react";
import { useState } from "react";
import { confirmCustomization } from "../api/confirm-customization.ts";
import { KitTabs, type KitView } from "./kit/kit-tabs.tsx";
import { useScriptDetail } from "./kit/use-script-detail.ts";

const TEXT =
  "max-h-[45dvh] overflow-y-auto rounded-lg bg-surface p-4 text-sm leading-relaxed whitespace-pre-line break-words text-ink outline-none focus-visible:ring-3 focus-visible:ring-brand-500/40";

/** Why a flagged version's copy buttons wait. */
export const CONFIRM_FIRST = "Read the fair-housing notes above and rewrite or keep the wording first.";

export function EngineBadge({ engine }: { engine: CustomizeResult["engine"] }) {
  return engine === "ai" ? (
    <Badge variant="secondary" data-testid="engine-label">
      <Bot aria-hidden />
      Written by the AI engine
    </Badge>
  ) : (
    <Badge variant="outline" data-testid="engine-label">
      <Wand2 aria-hidden />
      Built-in personalizer
    </Badge>
  );
}

function Flags({
  result,
  scriptId,
  onChange,
}: {
  result: CustomizeResult;
  scriptId: number;
  onChange: (r: CustomizeResult) => void;
}) {
  const [pending, setPending] = useState(false);
  if (result.flags.length === 0) return null;
  async function keep() {
    setPending(true);
    try {
      onChange(await confirmCustomization(scriptId));
    } catch {
      toast({ title: "Could not save that", description: "Please try again.", variant: "destructive" });
    } finally {
      setPending(false);
    }
  }
  return (
    <Alert variant={result.flagsConfirmed ? "default" : "destructive"} role={result.flagsConfirmed ? undefined : "alert"}>
      <Scale aria-hidden />
      <AlertTitle>
        {result.flagsConfirmed
          ? "Fair-housing notes: you chose to keep this wording"
          : "Fair-housing check: rewrite before you post"}
      </AlertTitle>
      <AlertDescription>
        <ul className="list-disc pl-4">
          {result.flags.map((f) => (
            <li key={f.phrase}>
              <strong className="text-ink">"{f.phrase}"</strong>: {f.suggestion}
            </li>
          ))}
        </ul>
        {result.flagsConfirmed ? null : (
          <div className="mt-3 flex flex-col gap-2">
            <p>
              An ad may describe the home and the place, never who should live there. Re-customize to rewrite it, or keep it if
              you have checked that it describes the home.
            </p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="self-start"
              disabled={pending}
              onClick={() => void keep()}
            >
              I've read why: keep my wording
            </Button>
          </div>
        )}
      </AlertDescription>
    </Alert>
  );
}

/** A customized kit: engine, notice, fair-housing notes, then every tab of the script's kit. */
export function CustomizeResults({
  result,
  scriptId,
  onChange,
}: {
  result: CustomizeResult;
  scriptId: number;
  /** The version changed on the server (the member confirmed its notes). */
  onChange: (result: CustomizeResult) => void;
}) {
  const library = useScriptDetail(scriptId).data?.kit ?? null;
  const view: KitView = {
    short: result.short,
    beats: result.beats,
    captions: result.captions,
    hashtags: result.hashtags,
    shots: library?.shots ?? [],
    compliance: library?.compliance ?? null,
  };
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="success">
          <Sparkles aria-hidden />
          Customized for you
        </Badge>
        <EngineBadge engine={result.engine} />
        {result.language === "es" ? <Badge variant="outline">Español</Badge> : null}
      </div>
      {result.notice ? <p className="text-sm text-muted">{result.notice}</p> : null}
      {/\[verify/i.test(result.long + result.short) ? (
        <p className="text-sm text-muted">
          Replace every [verify: …] with a fact you have checked for your market before posting.
        </p>
      ) : null}
      <Flags result={result} scriptId={scriptId} onChange={onChange} />
      <KitTabs
        scriptId={scriptId}
        kit={view}
        longText={result.long}
        copyBlocked={clearedToShare(result) ? null : CONFIRM_FIRST}
        long={
          <section
            className={TEXT}
            data-testid="script-text"
            aria-label="Your script"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
            tabIndex={0}
          >
            {result.long}
          </section>
        }
      />
    </div>
  );
}
