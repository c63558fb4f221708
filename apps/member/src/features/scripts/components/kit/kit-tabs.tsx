// A script's post kit as tabs: Long, Short, On-screen, Shots, Captions, Hashtags and, where the
// topic needs one, Compliance; each with its own copy button. The library's kit and the member's
// customized one show the same tabs. Radix Tabs give the roles, arrow-key movement and focus
// handling; the list wraps to fit 390 px.
import type { LibraryScriptKit } from "@realty/contracts/library";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@realty/ui/tabs";
import type { ReactNode } from "react";
import { KitCaptions } from "./kit-captions.tsx";
import { KitCopyButton } from "./kit-copy-button.tsx";

const TEXT = "rounded-lg bg-surface p-4 text-sm leading-relaxed whitespace-pre-line break-words text-ink";
const SETTING = { phone: "Phone", office: "Office" } as const;

/** What the tabs show, from the library's kit or a customized version of it. */
export interface KitView {
  short: string;
  beats: readonly string[];
  shots: LibraryScriptKit["shots"];
  captions: LibraryScriptKit["captions"];
  hashtags: readonly string[];
  compliance?: string | null | undefined;
}

export function shortText(kit: LibraryScriptKit): string {
  return `${kit.short.hook}\n\n${kit.short.body}\n\n${kit.short.cta}`;
}

/** The library's kit as the tabs show it. */
export function libraryKitView(kit: LibraryScriptKit): KitView {
  return { ...kit, short: shortText(kit) };
}

export function shotsText(kit: Pick<KitView, "shots">): string {
  return kit.shots.map((s, i) => `${i + 1}. ${SETTING[s.setting]}: ${s.shot}`).join("\n");
}

interface KitTabsProps {
  scriptId: number;
  kit: KitView;
  /** The long version as the dialog already shows it (its own element, so its test ids stay). */
  long: ReactNode;
  longText: string;
  /** Why nothing may be copied yet (a version to confirm first), or null. */
  copyBlocked?: string | null;
}

export function KitTabs({ scriptId, kit, long, longText, copyBlocked = null }: KitTabsProps) {
  return (
    <Tabs defaultValue="long">
      <TabsList aria-label="Post kit" className="h-auto w-full flex-wrap justify-start">
        <TabsTrigger value="long">Long</TabsTrigger>
        <TabsTrigger value="short">Short</TabsTrigger>
        <TabsTrigger value="beats">On-screen</TabsTrigger>
        <TabsTrigger value="shots">Shots</TabsTrigger>
        <TabsTrigger value="captions">Captions</TabsTrigger>
        <TabsTrigger value="hashtags">Hashtags</TabsTrigger>
        {kit.compliance ? <TabsTrigger value="compliance">Compliance</TabsTrigger> : null}
      </TabsList>
      <TabsContent value="long" className="flex flex-col gap-2">
        {long}
        <KitCopyButton text={longText} what="long version" blocked={copyBlocked} />
      </TabsContent>
      <TabsContent value="short" className="flex flex-col gap-2">
        <p className="text-xs text-muted">About 30 seconds: hook, point, call to action.</p>
        <div className={TEXT} data-testid="short-text">
          {kit.short}
        </div>
        <KitCopyButton text={kit.short} what="short cut" blocked={copyBlocked} />
      </TabsContent>
      <TabsContent value="beats" className="flex flex-col gap-2">
        <p className="text-xs text-muted">Text to put on screen, one beat at a time.</p>
        <ol className="list-decimal rounded-lg bg-surface p-4 pl-8 text-sm text-ink" data-testid="beats">
          {kit.beats.map((beat) => (
            <li key={beat}>{beat}</li>
          ))}
        </ol>
        <KitCopyButton text={kit.beats.join("\n")} what="on-screen text" blocked={copyBlocked} />
      </TabsContent>
      <TabsContent value="shots" className="flex flex-col gap-2">
        <ol className="flex list-decimal flex-col gap-1 rounded-lg bg-surface p-4 pl-8 text-sm text-ink">
          {kit.shots.map((s) => (
            <li key={s.shot}>
              <strong className="font-semibold">{SETTING[s.setting]}:</strong> {s.shot}
            </li>
          ))}
        </ol>
        <KitCopyButton text={shotsText(kit)} what="shot list" blocked={copyBlocked} />
      </TabsContent>
      <TabsContent value="captions">
        <KitCaptions scriptId={scriptId} captions={kit.captions} copyBlocked={copyBlocked} />
      </TabsContent>
      <TabsContent value="hashtags" className="flex flex-col gap-2">
        <p className={TEXT} data-testid="hashtags">
          {kit.hashtags.join(" ")}
        </p>
        <KitCopyButton text={kit.hashtags.join(" ")} what="hashtags" blocked={copyBlocked} />
      </TabsContent>
      {kit.compliance ? (
        <TabsContent value="compliance" className="flex flex-col gap-2">
          <p className="text-xs text-muted">Check this before you post.</p>
          <p className={TEXT}>{kit.compliance}</p>
          <KitCopyButton text={kit.compliance} what="compliance note" blocked={copyBlocked} />
        </TabsContent>
      ) : null}
    </Tabs>
  );
}
