// The composer's draft: text, per-network edits and the library attachment, prefilled from the
// library item named in the address (?compose=…&id=…) once its source arrives.
import type { ComposeSource, HubMediaRef, Platform } from "@realty/contracts/social-constants";
import { useState } from "react";
import { useSearch } from "wouter";
import { useComposeSource } from "../api/queue-api.ts";
import { readComposeQuery } from "../lib/compose-query.ts";

export function useComposeDraft() {
  // The address's query as the router knows it: the server draws the composer from it too.
  const search = useSearch();
  const [query] = useState(() => readComposeQuery(search));
  const { data: source, error } = useComposeSource(query.kind, query.id);
  const [content, setContent] = useState("");
  const [variants, setVariants] = useState<Partial<Record<Platform, string>>>({});
  const [media, setMedia] = useState<HubMediaRef | null>(null);
  const [applied, setApplied] = useState<ComposeSource | null>(null);
  const [version, setVersion] = useState(0);

  function applyVersion(from: ComposeSource, index: number) {
    const chosen = from.versions[index];
    if (!chosen) return;
    setVersion(index);
    setContent(chosen.content);
    setVariants(chosen.variants);
    setMedia(from.media);
  }
  // Prefill once when the source arrives (state set during render, as React's docs advise over an effect).
  if (source && applied !== source) {
    setApplied(source);
    applyVersion(source, 0);
  }

  function setVariant(platform: Platform, text: string | undefined) {
    setVariants((v) => {
      const next = { ...v };
      if (text === undefined) delete next[platform];
      else next[platform] = text;
      return next;
    });
  }

  function reset() {
    setContent("");
    setVariants({});
    setMedia(null);
  }

  return {
    query,
    source: source ?? null,
    sourceError: error as unknown,
    content,
    setContent,
    variants,
    setVariant,
    media,
    setMedia,
    version,
    chooseVersion: (index: number) => source && applyVersion(source, index),
    reset,
  };
}
