// The member's monthly market script (GET /api/market-script): written by the server from the
// month's market figures, in English or Spanish; POST /api/market-script/customize makes their
// version of it with the same engine as library scripts.
import type { CustomizeLanguage, CustomizeResult } from "@realty/contracts/customize";
import useSWR from "swr";
import { apiRequest } from "../../../lib/api-client.ts";
import type { MarketFigures } from "../../posts/api/market-figures.ts";
import type { CustomizeValues } from "./customize-script.ts";

export type MarketScriptAnswer =
  | { status: "needs-figures"; missing: string[]; forMonth: string }
  | {
      status: "ready";
      month: string;
      forMonth: string;
      stale: boolean;
      figures: MarketFigures & {
        area: string;
        medianPrice: number;
        daysOnMarket: number;
        monthsOfSupply: number;
        newListings: number;
        source: string;
      };
      script: { title: string; content: string; language: CustomizeLanguage };
    };

export function marketScriptKey(language: CustomizeLanguage): string {
  return `/api/market-script?language=${language}`;
}

export function useMarketScript(language: CustomizeLanguage) {
  // The other language's answer stays on screen while this one loads: the card keeps its state.
  return useSWR<MarketScriptAnswer>(marketScriptKey(language), { keepPreviousData: true });
}

export function customizeMarketScript(values: CustomizeValues): Promise<CustomizeResult> {
  return apiRequest<CustomizeResult>("POST", "/api/market-script/customize", values);
}
