// The script cards, a page at a time: 237 cards in one list were 21,000 pixels of DOM
// laid out before anything else; 24 fill a large screen, and "Show more" appends the next 24.

import type { AccessLevel } from "@realty/plans";
import { Button } from "@realty/ui/button";
import { ScriptCard } from "@realty/ui/script-card";
import { useState } from "react";
import { Link } from "wouter";
import { paths } from "../../../config/paths.ts";
import { useRenderedCount } from "../../../lib/use-rendered-count.ts";
import type { Script } from "../api/get-scripts.ts";
import { lockedInfo } from "./locked-info.ts";

export const SCRIPTS_PAGE = 24;
/** Cards drawn with the first screen; the rest of the page follows in idle moments (useRenderedCount). */
const FIRST_SCREEN = 6;

export interface ScriptListProps {
  scripts: readonly Script[];
  accessLevel: AccessLevel;
  onOpen: (id: number) => void;
}

export function ScriptList({ scripts, accessLevel, onOpen }: ScriptListProps) {
  const [count, setCount] = useState(SCRIPTS_PAGE);
  const paged = Math.min(count, scripts.length);
  const rendered = useRenderedCount(paged, FIRST_SCREEN);
  const shown = scripts.slice(0, rendered);
  const rest = scripts.length - paged;
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Scripts">
        {shown.map((script) => {
          const info = script.hasAccess ? undefined : lockedInfo(accessLevel, script.accessLevel);
          return (
            <li key={script.id} data-script-id={script.id} className="flex">
              <ScriptCard
                className="w-full"
                script={script}
                onOpen={() => onOpen(script.id)}
                locked={
                  info && {
                    ...info,
                    upgradeAction: (
                      <Button asChild size="sm" variant="outline">
                        <Link href={paths.account.getHref("subscription")}>Upgrade to Access</Link>
                      </Button>
                    ),
                  }
                }
              />
            </li>
          );
        })}
      </ul>
      {rest > 0 ? (
        <Button type="button" variant="outline" className="self-center" onClick={() => setCount((n) => n + SCRIPTS_PAGE)}>
          Show {Math.min(rest, SCRIPTS_PAGE)} more scripts ({rest} left)
        </Button>
      ) : null}
    </div>
  );
}
