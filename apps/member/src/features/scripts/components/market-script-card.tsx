// "This month in <area>" at the top of the Scripts tab: the script the server writes from the
// member's market figures for the month, its figures beside it, English or Spanish, and the member's
// version made by the same engine as the library's. Without figures, a card that asks for them.
import type { CustomizeLanguage, CustomizeResult } from "@realty/contracts/customize";
import { Alert, AlertDescription, AlertTitle } from "@realty/ui/alert";
import { Button } from "@realty/ui/button";
import { Skeleton } from "@realty/ui/skeleton";
import { CalendarDays, Copy, Scale, Sparkles } from "lucide-react";
import { Suspense, useId, useState } from "react";
import { Link } from "wouter";
import { paths } from "../../../config/paths.ts";
import { serverMessage } from "../../../lib/api-client.ts";
import type { CurrentUser } from "../../../lib/auth.ts";
import { lazyPart } from "../../../lib/lazy-part.tsx";
import { monthName } from "../../../lib/month-name.ts";
import type { CustomizeValues } from "../api/customize-script.ts";
import { customizeMarketScript, type MarketScriptAnswer, useMarketScript } from "../api/market-script.ts";
import { copyScript } from "./copy-script.ts";

// The form and the engine's badge load when the member asks for their version: the card itself is
// on the dashboard's first screen and stays light.
const CustomizeForm = lazyPart(
  "features/scripts/components/customize-form",
  () => import("./customize-form.tsx"),
  (m) => m.CustomizeForm,
);
const EngineBadge = lazyPart(
  "features/scripts/components/customize-results",
  () => import("./customize-results.tsx"),
  (m) => m.EngineBadge,
);

const TEXT = "rounded-lg bg-surface p-4 text-sm leading-relaxed whitespace-pre-line break-words text-ink";

type Ready = Extract<MarketScriptAnswer, { status: "ready" }>;

/** How many figures the script needs (area, month and the five the form asks for). */
const ALL_FIGURES = 7;

function FigureTiles({ figures }: { figures: Ready["figures"] }) {
  const tiles = [
    { label: "Median price", value: `$${figures.medianPrice.toLocaleString("en-US")}` },
    { label: "Days on market", value: figures.daysOnMarket.toLocaleString("en-US") },
    { label: "Months of supply", value: String(figures.monthsOfSupply) },
    { label: "New listings", value: figures.newListings.toLocaleString("en-US") },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="market-script-figures">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-lg border border-line bg-white px-3 py-2">
          <dt className="text-xs text-muted">{tile.label}</dt>
          <dd className="text-base font-semibold text-ink">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function LanguageSwitch({ value, onChange }: { value: CustomizeLanguage; onChange: (l: CustomizeLanguage) => void }) {
  return (
    <fieldset className="flex gap-1" aria-label="Script language">
      {(["en", "es"] as const).map((language) => (
        <Button
          key={language}
          type="button"
          size="sm"
          variant={value === language ? "secondary" : "ghost"}
          aria-pressed={value === language}
          onClick={() => onChange(language)}
        >
          {language === "en" ? "English" : "Español"}
        </Button>
      ))}
    </fieldset>
  );
}

function NeedsFigures({ missing, headingId }: { missing: string[]; headingId: string }) {
  // One compact row: on a phone the library's first script still shows on the first screen.
  return (
    <section
      aria-labelledby={headingId}
      data-testid="market-script-card"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-(--radius-card) border border-dashed border-line bg-white px-4 py-3"
    >
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-bold text-ink">
          <CalendarDays className="size-4 text-brand-600" aria-hidden />
          This month in your area
        </h2>
        <p className="text-sm text-muted">
          Set this month's market figures for a fresh market script, in English and Spanish.
          {missing.length > 0 && missing.length < ALL_FIGURES ? ` Still needed: ${missing.join(", ")}.` : ""}
        </p>
      </div>
      <Button asChild size="sm">
        <Link href={paths.dashboardPosts.path}>Set my market figures</Link>
      </Button>
    </section>
  );
}

function Flags({ result }: { result: CustomizeResult }) {
  if (result.flags.length === 0) return null;
  return (
    <Alert variant="destructive" role="alert">
      <Scale aria-hidden />
      <AlertTitle>Check this wording before you post</AlertTitle>
      <AlertDescription>
        <ul className="list-disc pl-4">
          {result.flags.map((flag) => (
            <li key={flag.phrase}>
              "{flag.phrase}": {flag.suggestion}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

function ReadyCard({
  answer,
  user,
  language,
  onLanguage,
  headingId,
}: {
  answer: Ready;
  user: CurrentUser;
  language: CustomizeLanguage;
  onLanguage: (l: CustomizeLanguage) => void;
  headingId: string;
}) {
  const [values, setValues] = useState<CustomizeValues>({
    location: user.defaultLocation ?? answer.figures.area,
    specialty: user.defaultSpecialty ?? "",
    personality: user.defaultPersonality ?? "",
    language,
  });
  const [mode, setMode] = useState<"script" | "form">("script");
  // The hook until asked: the library below stays within the first screen.
  const [expanded, setExpanded] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<CustomizeResult | null>(null);

  async function customize() {
    setPending(true);
    setError(null);
    try {
      setResult(await customizeMarketScript(values));
      setMode("script");
      setExpanded(true);
    } catch (err) {
      setError(serverMessage(err) ?? "Your version could not be written. Please try again.");
    } finally {
      setPending(false);
    }
  }

  const shown = result && result.language === language ? result.long : answer.script.content;
  const textId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid="market-script-card"
      className="flex flex-col gap-3 rounded-(--radius-card) border border-line bg-white p-5 shadow-xs"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink">
            <CalendarDays className="size-5 text-brand-600" aria-hidden />
            This month in {answer.figures.area}
          </h2>
          <p className="text-sm text-muted">
            {answer.stale
              ? `Figures from ${monthName(answer.month)}: update them in the Posts tab for ${monthName(answer.forMonth)}.`
              : `${monthName(answer.month)} · Source: ${answer.figures.source}`}
          </p>
        </div>
        <LanguageSwitch value={language} onChange={onLanguage} />
      </div>
      <FigureTiles figures={answer.figures} />
      {mode === "form" ? (
        <Suspense fallback={<Skeleton className="h-64 rounded-lg" aria-label="Loading the customize form" />}>
          <CustomizeForm
            values={{ ...values, language }}
            onChange={(next) => {
              setValues(next);
              if (next.language !== language) onLanguage(next.language);
            }}
            onSubmit={customize}
            onBack={() => setMode("script")}
            pending={pending}
            progress={pending ? "Writing your version of this month's script..." : null}
            error={error}
            notice={null}
          />
        </Suspense>
      ) : (
        <>
          {result && result.language === language ? (
            <div className="flex flex-wrap items-center gap-2">
              <Suspense fallback={null}>
                <EngineBadge engine={result.engine} />
              </Suspense>
              {result.notice ? <p className="text-sm text-muted">{result.notice}</p> : null}
            </div>
          ) : null}
          {result ? <Flags result={result} /> : null}
          <p id={textId} className={TEXT} data-testid="market-script-text">
            {expanded ? shown : shown.split("\n\n")[0]}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-expanded={expanded}
              aria-controls={textId}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? "Show Less" : "Read the Script"}
            </Button>
            <Button type="button" size="sm" onClick={() => setMode("form")}>
              <Sparkles aria-hidden />
              {result ? "Customize Again" : "Customize"}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={Boolean(result && result.flags.length > 0)}
              onClick={() => void copyScript(shown)}
            >
              <Copy aria-hidden />
              Copy Script
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

export default function MarketScriptCard({ user }: { user: CurrentUser }) {
  const [language, setLanguage] = useState<CustomizeLanguage>("en");
  const { data, error } = useMarketScript(language);
  const headingId = useId();
  if (error) {
    return (
      <p role="alert" className="rounded-(--radius-card) border border-line bg-white p-4 text-sm text-muted">
        This month's market script could not be loaded. It will try again when you come back to this tab.
      </p>
    );
  }
  if (!data) return <Skeleton className="h-40 rounded-(--radius-card)" aria-label="Loading this month's market script" />;
  if (data.status === "needs-figures") return <NeedsFigures missing={data.missing} headingId={headingId} />;
  return <ReadyCard answer={data} user={user} language={language} onLanguage={setLanguage} headingId={headingId} />;
}
