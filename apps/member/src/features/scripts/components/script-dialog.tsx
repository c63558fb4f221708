// The script dialog of part 1 §2.13 and §4: view, customize and results, or the locked view.
// Loaded on first open, so the dashboard's first load carries none of it.

import type { CustomizeResult } from "@realty/contracts/customize";
import { clearedToShare, SPECIALTY_OPTIONS, TONE_OPTIONS } from "@realty/contracts/customize-options";
import { Badge } from "@realty/ui/badge";
import { Button } from "@realty/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@realty/ui/dialog";
import { toast } from "@realty/ui/use-toast";
import { Copy, Lock, RefreshCw, Sparkles } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { Link } from "wouter";
import { PostToHub } from "../../../components/post-to-hub.tsx";
import { paths } from "../../../config/paths.ts";
import { trackEvent } from "../../../lib/analytics.ts";
import { ApiError, serverMessage } from "../../../lib/api-client.ts";
import { type CustomizeValues, customizeScript } from "../api/customize-script.ts";
import { useSavedCustomization } from "../api/get-customization.ts";
import type { Script } from "../api/get-scripts.ts";
import { copyScript } from "./copy-script.ts";
import { CustomizeForm } from "./customize-form.tsx";
import { CustomizeResults } from "./customize-results.tsx";
import { ScriptKitView } from "./kit/script-kit-view.tsx";

export interface ScriptShareTarget {
  type: "script";
  id: number;
  title: string;
  content: string;
  tags: readonly string[];
}

export interface ScriptDialogProps {
  script: Script;
  onClose: () => void;
  /** The member's saved defaults, prefilled unless the script already has a customized version. */
  defaults: Omit<CustomizeValues, "language">;
  locked?: { tierName: string; upgradeFrom: string };
  renderShare?: (target: ScriptShareTarget) => ReactNode;
}

type Mode = "view" | "customize" | "results";

const BLANK = { location: "", specialty: "", personality: "" };

/** Saved defaults as the form can send them: a value no longer listed reads as blank. */
function formDefaults(defaults: Omit<CustomizeValues, "language">, language: CustomizeValues["language"]): CustomizeValues {
  return {
    location: defaults.location,
    specialty: SPECIALTY_OPTIONS.some((o) => o === defaults.specialty) ? defaults.specialty : "",
    personality: TONE_OPTIONS.some((o) => o === defaults.personality) ? defaults.personality : "",
    // A version is in the script's own language unless the member picks the other.
    language,
  };
}

function readable(content: string): string {
  return content.replace(/\\n/g, "\n");
}

export default function ScriptDialog({ script, onClose, defaults, locked, renderShare }: ScriptDialogProps) {
  const [mode, setMode] = useState<Mode>(script.customizedContent ? "results" : "view");
  const [result, setResult] = useState<CustomizeResult | null>(null);
  const [values, setValues] = useState<CustomizeValues>(() =>
    formDefaults(script.customizedContent ? BLANK : defaults, script.language ?? "en"),
  );
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const customized = result?.customizedContent ?? script.customizedContent;
  const saved = useSavedCustomization(script.hasAccess && script.customizedContent ? script.id : null).data;
  const kit = result ?? saved ?? null;
  // A version the fair-housing check flagged is posted and shared only once the member confirms it.
  const cleared = !(mode === "results" && kit) || clearedToShare(kit);

  useEffect(() => {
    trackEvent("script_view", { scriptId: script.id });
  }, [script.id]);

  async function generate() {
    setPending(true);
    setProgress(null);
    setFormError(null);
    setNotice(null);
    try {
      // Each step is put on screen as it comes: batched with the next one (they often arrive
      // together), a step would be replaced before it was ever drawn.
      const made = await customizeScript(script.id, values, (step) => flushSync(() => setProgress(step)));
      if (made.customized) {
        setResult(made);
        setMode("results");
      } else {
        // Nothing was filled in: say so on the form rather than label the original as customized.
        setNotice(made.notice);
      }
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) setFormError(serverMessage(err) ?? "Please check your entries.");
      else toast({ title: "Customization Failed", description: "Please try again.", variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  const shown = mode === "results" && customized ? customized : readable(script.content);
  const heading = { view: "Script", customize: "Customize Script", results: "Your Customized Script" }[mode];

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{script.title}</DialogTitle>
          <DialogDescription>{script.hasAccess ? heading : "Locked script"}</DialogDescription>
        </DialogHeader>

        {!script.hasAccess ? (
          <div className="flex flex-col gap-4">
            <p className="rounded-lg bg-surface p-4 text-sm whitespace-pre-line text-muted blur-[3px] select-none" aria-hidden>
              {readable(script.content)}...
            </p>
            {locked ? (
              <div className="flex flex-wrap items-center gap-3">
                <Badge variant="secondary">
                  <Lock aria-hidden />
                  {locked.tierName}
                </Badge>
                <span className="text-sm font-semibold text-accent-600">{locked.upgradeFrom}</span>
              </div>
            ) : null}
            <Button asChild variant="accent">
              <Link href={paths.account.getHref("subscription")}>Upgrade to Access</Link>
            </Button>
          </div>
        ) : mode === "customize" ? (
          <CustomizeForm
            values={values}
            onChange={setValues}
            onSubmit={() => void generate()}
            onBack={() => setMode("view")}
            pending={pending}
            progress={progress}
            error={formError}
            notice={notice}
          />
        ) : (
          <div className="flex flex-col gap-4">
            {mode === "results" && kit ? (
              <CustomizeResults result={kit} scriptId={script.id} onChange={setResult} />
            ) : (
              <>
                {mode === "results" ? (
                  <Badge variant="success">
                    <Sparkles aria-hidden />
                    Customized for you
                  </Badge>
                ) : null}
                <ScriptKitView script={script} show={mode === "view"} longText={shown}>
                  {/* Focusable so the long text scrolls by keyboard (arrow keys, Page Down). */}
                  <section
                    className="max-h-[45dvh] overflow-y-auto rounded-lg bg-surface p-4 text-sm leading-relaxed whitespace-pre-line text-ink outline-none focus-visible:ring-3 focus-visible:ring-brand-500/40"
                    data-testid="script-text"
                    aria-label="Script text"
                    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
                    tabIndex={0}
                  >
                    {shown}
                  </section>
                </ScriptKitView>
              </>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="button" onClick={() => setMode("customize")}>
                {customized ? <RefreshCw aria-hidden /> : <Sparkles aria-hidden />}
                {customized ? "Re-customize" : "Customize"}
              </Button>
              {mode === "results" && kit ? null : (
                <Button type="button" variant="outline" onClick={() => void copyScript(shown)}>
                  <Copy aria-hidden />
                  Copy Script
                </Button>
              )}
              {cleared ? <PostToHub kind="script" id={script.id} title={script.title} /> : null}
            </div>
            {cleared
              ? renderShare?.({ type: "script", id: script.id, title: script.title, content: shown, tags: script.tags })
              : null}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
