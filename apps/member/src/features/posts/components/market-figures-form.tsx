import { Button } from "@realty/ui/button";
import { toast } from "@realty/ui/use-toast";
import { type FormEvent, useState } from "react";
import { useSWRConfig } from "swr";
import { serverMessage } from "../../../lib/api-client.ts";
import { monthName } from "../../../lib/month-name.ts";
import {
  type CurrentMarketFigures,
  MARKET_FIGURES_KEY,
  type MarketFiguresInput,
  saveMarketFigures,
  useMarketFigures,
} from "../api/market-figures.ts";

type FieldKey = Exclude<keyof MarketFiguresInput, "month">;

const FIELDS: { key: FieldKey; label: string; placeholder: string; kind: "number" | "text" }[] = [
  { key: "area", label: "Area", placeholder: "Austin, TX", kind: "text" },
  { key: "medianPrice", label: "Median price ($)", placeholder: "425000", kind: "number" },
  { key: "daysOnMarket", label: "Days on market", placeholder: "21", kind: "number" },
  { key: "monthsOfSupply", label: "Months of supply", placeholder: "2.4", kind: "number" },
  { key: "newListings", label: "New listings", placeholder: "1312", kind: "number" },
  { key: "source", label: "Source", placeholder: "Austin Board of Realtors MLS", kind: "text" },
  { key: "priorMonthMedianPrice", label: "Median price last month ($)", placeholder: "418000", kind: "number" },
  { key: "priorYearMedianPrice", label: "Median price a year ago ($)", placeholder: "401000", kind: "number" },
];

type Draft = Record<FieldKey | "month", string>;

function toDraft(current: CurrentMarketFigures | undefined): Draft {
  const s = (v: number | string | null | undefined) => (v === null || v === undefined ? "" : String(v));
  const f = current?.figures;
  const draft = { month: current?.forMonth ?? "" } as Draft;
  // Last month's figures prefill this month's form: most members change a few numbers.
  for (const field of FIELDS) draft[field.key] = s(f?.[field.key]);
  if (current?.stale && f?.medianPrice) draft.priorMonthMedianPrice = String(f.medianPrice);
  return draft;
}

/** A blank stays null; anything else goes to the server to check (it words the errors). */
function toInput(d: Draft): MarketFiguresInput {
  const n = (v: string) => (v.trim() === "" ? null : Number(v.replace(/[$,\s]/g, "")));
  const t = (v: string) => (v.trim() === "" ? null : v.trim());
  return {
    month: d.month.trim(),
    area: t(d.area),
    medianPrice: n(d.medianPrice),
    daysOnMarket: n(d.daysOnMarket),
    monthsOfSupply: n(d.monthsOfSupply),
    newListings: n(d.newListings),
    source: t(d.source),
    priorMonthMedianPrice: n(d.priorMonthMedianPrice),
    priorYearMedianPrice: n(d.priorYearMedianPrice),
  };
}

function Status({ current }: { current: CurrentMarketFigures }) {
  if (current.stale && current.month) {
    return (
      <p className="text-xs text-amber-800">
        These are your {monthName(current.month)} figures. Update them for {monthName(current.forMonth)}.
      </p>
    );
  }
  if (current.missing.length) {
    return (
      <p className="text-xs text-red-700">
        Still blank: {current.missing.join(", ")}. Market posts can be downloaded and shared once every figure is filled in.
      </p>
    );
  }
  return null;
}

/** The one place a member sets the month's market figures; every market-update post uses them. */
export function MarketFiguresForm() {
  const { data } = useMarketFigures();
  const { mutate } = useSWRConfig();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const values = draft ?? toDraft(data);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = toInput(values);
    if (FIELDS.every((f) => input[f.key] === null)) {
      toast({ title: "Nothing to save", description: "Fill in at least one figure before saving.", variant: "destructive" });
      return;
    }
    setSaving(true);
    try {
      const saved = await saveMarketFigures(input);
      await mutate(MARKET_FIGURES_KEY, saved, { revalidate: false });
      setDraft(null);
      toast({ title: "Market figures saved", description: "Every market post now shows them." });
    } catch (error) {
      toast({ title: "Error", description: serverMessage(error) ?? "Saving failed. Please try again.", variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-3 rounded-(--radius-card) border border-line bg-white p-4"
      aria-labelledby="market-figures-heading"
    >
      <div className="flex flex-col gap-1">
        <h3 id="market-figures-heading" className="text-base font-semibold text-ink">
          Your market figures
        </h3>
        <p className="text-xs text-muted">
          Set them once a month from your local MLS: every market update post and its caption uses them.
        </p>
        {data ? <Status current={data} /> : null}
      </div>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-3 lg:grid-cols-5">
        <label className="flex flex-col gap-1 text-xs text-muted">
          Month (YYYY-MM)
          <input
            name="month"
            placeholder="2026-11"
            value={values.month}
            onChange={(e) => setDraft({ ...values, month: e.target.value })}
            className="rounded-md border border-line px-2 py-1 text-sm text-ink"
          />
        </label>
        {FIELDS.map((f) => (
          <label key={f.key} className="flex flex-col gap-1 text-xs text-muted">
            {f.label}
            <input
              name={f.key}
              inputMode={f.kind === "number" ? "decimal" : "text"}
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
