import { TEMPLATE_BLANK } from "@realty/contracts/social-constants";
import { Fragment } from "react";

/** The text with each template blank ([Neighborhood], [Price]) highlighted. */
export function BlankText({ text }: { text: string }) {
  const parts: { text: string; blank: boolean; at: number }[] = [];
  let last = 0;
  for (const match of text.matchAll(new RegExp(TEMPLATE_BLANK.source, "g"))) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at), blank: false, at: last });
    parts.push({ text: match[0], blank: true, at });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), blank: false, at: last });
  return (
    <>
      {parts.map((p) =>
        p.blank ? (
          <mark key={p.at} className="rounded bg-amber-200 px-0.5 text-ink" data-blank>
            {p.text}
          </mark>
        ) : (
          <Fragment key={p.at}>{p.text}</Fragment>
        ),
      )}
    </>
  );
}
