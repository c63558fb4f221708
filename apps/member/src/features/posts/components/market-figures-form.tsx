import { Button } from "@realty/ui/button";
import { toast } from "@realty/ui/use-toast";
import { type FormEvent, useRef, useState } from "react";
import { useSWRConfig } from "swr";
import { serverMessage } from "../../../lib/api-client.ts";
import { useNearScreen } from "../../../lib/use-near-screen.ts";
import { type MarketFigures, marketFiguresKey, saveMarketFigures, useMarketFigures } from "../api/post-images.ts";

const FIELDS = [
  { key: "medianPrice", label: "Median price ($)", placeholder: "425000", inputMode: "numeric" },
  { key: "daysOnMarket", label: "Days on market", placeholder: "21", inputMode: "numeric" },
  { key: "monthsOfSupply", label: "Months of supply", placeholder: "2.4", inputMode: "decimal" },
  { key: "month", label: "Month (YYYY-MM)", placeholder: "2026-11", inputMode: "text" },
] as const;

type Draft = Record<(typeof FIELDS)[number]["key"], string>;

function toDraft(f: MarketFigures | null | undefined): Draft {
  const s = (v: number | string | null | undefined) => (v === null || v === undefined ? "" : String(v));
  return {
    medianPrice: s(f?.medianPrice),
    daysOnMarket: s(f?.daysOnMarket),
    monthsOfSupply: s(f?.monthsOfSupply),
    month: s(f?.month),
  };
}

/** A blank stays null (the image shows a labelled blank); anything else goes to the server to check. */
function toFigures(d: Draft): MarketFigures {
  const n = (v: string) => (v.trim() === "" ? null : Number(v.replace(/[$,\s]/g, "")));
  return {
    medianPrice: n(d.medianPrice),
    daysOnMarket: n(d.daysOnMarket),
    monthsOfSupply: n(d.monthsOfSupply),
    month: d.month.trim() || null,
  };
}

/** The figures a market-update image shows, per member and post (issue 14). */
export function MarketFiguresForm({ postId, onSaved }: { postId: number; onSaved: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  // Read when the card nears the screen, not for every market update when the tab opens.
  const { data } = useMarketFigures(postId, useNearScreen(formRef));
  const { mutate } = useSWRConfig();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const values = draft ?? toDraft(data);
  const blanks = FIELDS.filter((f) => values[f.key].trim() === "").length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await saveMarketFigures(postId, toFigures(values));
      await mutate(marketFiguresKey(postId), saved, { revalidate: false });
      setDraft(null);
      onSaved();
      toast({ title: "Market figures saved", description: "Your image now shows them." });
    } catch (error) {
      toast({ title: "Error", description: serverMessage(error) ?? "Saving failed. Please try again.", variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-2 rounded-md border border-line p-3"
      aria-label="Market figures"
    >
      <p className="text-xs font-semibold text-ink">Your market figures</p>
      {blanks ? (
        <p className="text-xs text-red-700">
          {blanks} of 4 not filled in: the image shows them as blanks to fill. Use your local MLS figures.
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        {FIELDS.map((f) => (
          <label key={f.key} className="flex flex-col gap-1 text-xs text-muted">
            {f.label}
            <input
              name={f.key}
              inputMode={f.inputMode}
              placeholder={f.placeholder}
              value={values[f.key]}
              onChange={(e) => setDraft({ ...values, [f.key]: e.target.value })}
              className="rounded-md border border-line px-2 py-1 text-sm text-ink"
            />
          </label>
        ))}
      </div>
      <Button type="submit" size="sm" className="w-fit" disabled={saving}>
        {saving ? "Saving..." : "Save figures"}
      </Button>
    </form>
  );
}
