// "This month in <area>": the member's monthly market script, written from their figures for the
// month (the same figures their market posts use) and personalized by the same engine and guard as
// library scripts. Written on request, never stored: new figures give a new script at once.
import type { CustomizeResult, CustomizeValues } from "@realty/contracts/customize";
import type { ScriptKit, ScriptLanguage } from "@realty/library/script-kit";
import type { User } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { type CustomizeDeps, type OnProgress, personalizeScript } from "../ai/customize-script.ts";
import { type CurrentMarketFigures, currentMarketFigures } from "../post-images/figures-store.ts";
import { type CompleteFigures, writeMonthlyMarketScript } from "./monthly-market-script.ts";

export type MonthlyMarketAnswer =
  | {
      status: "needs-figures";
      /** The figures still blank ("median price", ...), in the order the form asks for them. */
      missing: string[];
      forMonth: string;
    }
  | {
      status: "ready";
      /** The month the figures describe; earlier than `forMonth` when they were carried over. */
      month: string;
      forMonth: string;
      stale: boolean;
      figures: CompleteFigures;
      script: { title: string; content: string; language: ScriptLanguage; kit: ScriptKit };
    };

const MARKET_TOPIC = { category: "market", topic: "market-update" } as const;

function complete(current: CurrentMarketFigures): CompleteFigures | null {
  return current.missing.length === 0 ? (current.figures as CompleteFigures) : null;
}

export async function monthlyMarketScript(
  deps: Pick<CustomizeDeps, "db" | "now">,
  user: User,
  language: ScriptLanguage,
): Promise<MonthlyMarketAnswer> {
  const current = await currentMarketFigures(deps.db, user.id, deps.now());
  const figures = complete(current);
  if (!figures || !current.month) return { status: "needs-figures", missing: current.missing, forMonth: current.forMonth };
  return {
    status: "ready",
    month: current.month,
    forMonth: current.forMonth,
    stale: current.stale,
    figures,
    script: writeMonthlyMarketScript(figures, language),
  };
}

/** The member's version of this month's script; 409 naming the first blank figure when one is. */
export async function customizeMonthlyMarketScript(
  deps: CustomizeDeps,
  user: User,
  input: CustomizeValues,
  onProgress: OnProgress = () => {},
): Promise<CustomizeResult> {
  const answer = await monthlyMarketScript(deps, user, input.language ?? "en");
  if (answer.status === "needs-figures") {
    throw new AppError("CONFLICT", `Add your ${answer.missing[0] ?? "market figures"} to write this month's market script.`);
  }
  const { script } = answer;
  return personalizeScript(
    deps,
    user,
    { ...script, ...MARKET_TOPIC, logName: "the monthly market script" },
    { ...input, language: script.language },
    onProgress,
  );
}
