// The dialog's results: which engine made the version, anything the member should know, the
// fair-housing flags to fix before posting, and the kit as tabs with a copy button each.
import type { CustomizeResult } from "@realty/contracts/customize";
import { Alert, AlertDescription, AlertTitle } from "@realty/ui/alert";
import { Badge } from "@realty/ui/badge";
import { Button } from "@realty/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@realty/ui/tabs";
import { Bot, Copy, Scale, Sparkles, Wand2 } from "lucide-react";
import { copyScript } from "./copy-script.ts";

const TEXT = "max-h-[40dvh] overflow-y-auto rounded-lg bg-surface p-4 text-sm leading-relaxed whitespace-pre-line text-ink";

const CAPTIONS = [
  ["instagram", "Instagram / TikTok"],
  ["facebook", "Facebook"],
  ["linkedin", "LinkedIn"],
  ["x", "X"],
] as const;

function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void copyScript(text)}>
      <Copy aria-hidden />
      {label}
    </Button>
  );
}

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

function Flags({ flags }: { flags: CustomizeResult["flags"] }) {
  if (flags.length === 0) return null;
  return (
    <Alert variant="destructive" role="alert">
      <Scale aria-hidden />
      <AlertTitle>Fair-housing check: rewrite before you post</AlertTitle>
      <AlertDescription>
        <ul className="list-disc pl-4">
          {flags.map((f) => (
            <li key={f.phrase}>
              <strong className="text-ink">"{f.phrase}"</strong>: {f.suggestion}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

/** A just-made kit: engine, notice, flags, then long, short, captions and beats as tabs. */
export function CustomizeResults({ result }: { result: CustomizeResult }) {
  return (
    <div className="flex flex-col gap-3">
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
      <Flags flags={result.flags} />
      <Tabs defaultValue="long">
        <TabsList aria-label="Versions">
          <TabsTrigger value="long">Long</TabsTrigger>
          <TabsTrigger value="short">Short</TabsTrigger>
          <TabsTrigger value="captions">Captions</TabsTrigger>
          <TabsTrigger value="beats">On-screen text</TabsTrigger>
        </TabsList>
        <TabsContent value="long" className="flex flex-col gap-2">
          <div className={TEXT} data-testid="script-text">
            {result.long}
          </div>
          <CopyButton text={result.long} label="Copy Script" />
        </TabsContent>
        <TabsContent value="short" className="flex flex-col gap-2">
          <div className={TEXT} data-testid="short-text">
            {result.short}
          </div>
          <CopyButton text={result.short} label="Copy Short Cut" />
        </TabsContent>
        <TabsContent value="captions" className="flex flex-col gap-3">
          {CAPTIONS.map(([key, name]) => (
            <section key={key} aria-label={`${name} caption`} className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold text-ink">
                {name}
                {key === "x" ? (
                  <span className="ml-2 font-normal text-muted">{result.captions.x.length}/256, the link makes 280</span>
                ) : null}
              </h3>
              <div className={TEXT}>{result.captions[key]}</div>
              <CopyButton text={result.captions[key]} label={`Copy ${name} caption`} />
            </section>
          ))}
        </TabsContent>
        <TabsContent value="beats" className="flex flex-col gap-2">
          <ol className="list-decimal rounded-lg bg-surface p-4 pl-8 text-sm text-ink" data-testid="beats">
            {result.beats.map((beat) => (
              <li key={beat}>{beat}</li>
            ))}
          </ol>
          <CopyButton text={result.beats.join("\n")} label="Copy On-screen Text" />
        </TabsContent>
      </Tabs>
    </div>
  );
}
