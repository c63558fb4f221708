// Serialized list responses, built once per catalogue snapshot and audience. Answering
// GET /api/scripts is then a map lookup plus, for a member with saved AI versions, a splice of
// those items; a gzip copy is made once in the background for clients that accept it.
import type { Log } from "../../lib/log.ts";
import { type Audience, audienceSeesUnpublished } from "./access.ts";
import type { Catalogue } from "./catalogue.ts";
import { presentHomepageVideo, presentPost, presentScript, presentScriptCard, presentVideo } from "./present.ts";

export type ListKind =
  | "scripts"
  | "scripts-cards"
  | "scripts-featured"
  | "videos"
  | "videos-featured"
  | "posts"
  | "posts-accessible";

/** The home page's featured scripts: the first six of the library order (what the entry tier opens first). */
export const FEATURED_SCRIPTS = 6;

export interface Prepared {
  /** One JSON object per item, in order (empty for a single-object response). */
  fragments: string[];
  ids: number[];
  open: boolean[];
  body: Uint8Array<ArrayBuffer>;
  /** Weak: the same entity is sent plain or gzipped. */
  etag: string;
  gzip: Uint8Array<ArrayBuffer> | null;
}

/** Scripts end with this so a member's customizedContent replaces it (present.ts keeps it last). */
const CUSTOMIZED_SUFFIX = '"customizedContent":null}';
const GZIP_MIN_BYTES = 1024;

interface Built {
  items: { id: number; hasAccess: boolean }[];
}

function build(catalogue: Catalogue, kind: ListKind, audience: Audience): Built {
  const all = audienceSeesUnpublished(audience);
  switch (kind) {
    case "scripts-cards": {
      // What the dashboard's cards show: the whole library at a fraction of the bytes.
      return { items: catalogue.scripts.filter((s) => all || s.published).map((s) => presentScriptCard(s, audience)) };
    }
    case "scripts":
    case "scripts-featured": {
      const rows = catalogue.scripts.filter((s) => all || s.published);
      const items = (kind === "scripts" ? rows : rows.slice(0, FEATURED_SCRIPTS)).map((s) => presentScript(s, audience));
      return { items };
    }
    case "videos":
    case "videos-featured": {
      const rows = catalogue.videos.filter((v) => (all || v.published) && (kind === "videos" || v.isPopular));
      return { items: rows.map((v) => presentVideo(v, audience, catalogue.renders)) };
    }
    case "posts":
    case "posts-accessible": {
      const items = catalogue.posts.map((p) => presentPost(p, audience));
      return { items: kind === "posts" ? items : items.filter((p) => p.hasAccess) };
    }
  }
}

async function gzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function finish(log: Log, json: string, fragments: string[], ids: number[], open: boolean[], etag: string): Prepared {
  // TextEncoder always returns a fresh ArrayBuffer; the Workers types declare ArrayBufferLike.
  const body = new TextEncoder().encode(json) as Uint8Array<ArrayBuffer>;
  return withGzip(log, { fragments, ids, open, body, etag, gzip: null });
}

/** Starts the body's gzip (once, in the background) for a response kept and answered many times. */
export function withGzip(log: Log, prepared: Prepared): Prepared {
  if (prepared.body.length >= GZIP_MIN_BYTES) {
    gzip(prepared.body).then(
      (bytes) => {
        prepared.gzip = bytes;
      },
      // The plain body is answered meanwhile; logged under the request that built the list.
      (err: unknown) => log.error("gzip of a catalogue response failed", err),
    );
  }
  return prepared;
}

export function preparedList(catalogue: Catalogue, kind: ListKind, audience: Audience, log: Log): Prepared {
  const key = `${kind}:${audience}`;
  const cached = catalogue.cache.get(key) as Prepared | undefined;
  if (cached) return cached;
  const { items } = build(catalogue, kind, audience);
  const fragments = items.map((item) => JSON.stringify(item));
  if (kind.startsWith("scripts") && !fragments.every((f) => f.endsWith(CUSTOMIZED_SUFFIX))) {
    throw new Error("Script items must end with customizedContent");
  }
  const prepared = finish(
    log,
    `[${fragments.join(",")}]`,
    fragments,
    items.map((i) => i.id),
    items.map((i) => i.hasAccess),
    `W/"${catalogue.version}.${key}"`,
  );
  catalogue.cache.set(key, prepared);
  return prepared;
}

/** GET /api/homepage-video's body, or null when no homepage video is set. */
export function preparedHomepageVideo(catalogue: Catalogue, log: Log): Prepared | null {
  if (!catalogue.homepageVideo) return null;
  const key = "homepage-video";
  const cached = catalogue.cache.get(key) as Prepared | undefined;
  if (cached) return cached;
  const json = JSON.stringify(presentHomepageVideo(catalogue.homepageVideo, catalogue.renders));
  const prepared = finish(log, json, [], [], [], `W/"${catalogue.version}.${key}"`);
  catalogue.cache.set(key, prepared);
  return prepared;
}

/**
 * The list with the member's saved AI versions filled in, or null when none of the listed items
 * has one (then the prepared bytes are the answer). Locked items never receive theirs.
 */
export function withCustomizations(list: Prepared, customized: ReadonlyMap<number, string>): string | null {
  if (customized.size === 0) return null;
  let changed = false;
  const parts = list.fragments.map((fragment, i) => {
    const id = list.ids[i];
    const content = list.open[i] && id !== undefined ? customized.get(id) : undefined;
    if (content === undefined) return fragment;
    changed = true;
    return `${fragment.slice(0, -"null}".length)}${JSON.stringify(content)}}`;
  });
  return changed ? `[${parts.join(",")}]` : null;
}
