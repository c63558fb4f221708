// The server-rendered share page: Open Graph and Twitter card tags for link previews, and a
// readable page for the person who clicks. No script: it works for crawlers and humans alike.
// Through a member's signed link the page is the member's: their brand on top, a lead
// form, the product only as a "made with" line. Without one it is the library's own teaser.
import { PRODUCT_NAME } from "@realty/contracts/brand";
import { LIBRARY_SIZE } from "@realty/plans";
import { html, raw } from "hono/html";
import type { ShareAgent } from "../services/share/share-agent.ts";
import type { SharePageItem } from "../services/share/share-items.ts";
import { HOUSE_MARK_SVG } from "./house-font.ts";
import { agentHeader, leadSection, madeWithFooter } from "./share-page-agent.ts";
import { AGENT_PAGE_CSS, SHARE_PAGE_CSS } from "./share-page-style.ts";

/** The rendered thumbnails and videos are 640x360 (content/media/README.md). */
const MEDIA_WIDTH = 640;
const MEDIA_HEIGHT = 360;

const KINDS: Record<SharePageItem["type"], string> = {
  video: "Professional video",
  script: "Social media script",
  post: "Social media post",
};

function videoTags(item: SharePageItem, origin: string) {
  const first = item.video?.sources[0];
  if (!first) return "";
  return html`
    <meta property="og:video" content="${origin}${first.path}" />
    <meta property="og:video:secure_url" content="${origin}${first.path}" />
    <meta property="og:video:type" content="${first.type}" />
    <meta property="og:video:width" content="${item.video?.size.width}" />
    <meta property="og:video:height" content="${item.video?.size.height}" />`;
}

function paragraphs(text: string) {
  return text
    .split(/\n\s*\n/)
    .filter((p) => p.trim())
    .map((p) => html`<p>${p.trim()}</p>`);
}

function mainContent(item: SharePageItem) {
  const full = item.video?.full;
  const tall = item.video?.tall;
  // With a tall short cut the stylesheet shows one of two players by the screen's shape (no script):
  // the wide one, or on a phone held upright the tall one, each with its own poster. The tall one
  // preloads nothing, so a wide screen never fetches it.
  const player = item.video
    ? html`<video${tall ? raw(' class="player-wide"') : ""} controls playsinline preload="metadata" poster="${item.imagePath}" aria-label="${item.title}"
        width="${item.video.size.width}" height="${item.video.size.height}">
        ${item.video.sources.map((s) => html`<source src="${s.path}" type="${s.type}" />`)}
      </video>
      ${
        tall
          ? html`<video class="player-tall" controls playsinline preload="none" poster="${tall.posterPath}" aria-label="${item.title}"
        width="${tall.size.width}" height="${tall.size.height}">
        <source src="${tall.path}" type="video/mp4" />
      </video>`
          : ""
      }
      ${
        full
          ? html`<details class="full-video">
        <summary>Watch the full video</summary>
        <video controls playsinline preload="none" aria-label="${item.title}, full video" width="${full.size.width}" height="${full.size.height}">
          <source src="${full.path}" type="video/mp4" />
        </video>
      </details>`
          : ""
      }`
    : html`<img src="${item.imagePath}" alt="" width="${item.imageSize?.width ?? MEDIA_WIDTH}" height="${item.imageSize?.height ?? MEDIA_HEIGHT}" />`;
  const locked = item.unlocked
    ? ""
    : html`<p class="locked">${
        item.type === "video"
          ? "This professional video is part of the member library."
          : `The full ${item.type} is part of the member library.`
      }</p>`;
  return html`${player}
    <article class="${item.unlocked ? "" : "teaser"}">${paragraphs(item.text)}</article>
    ${locked}`;
}

function productCta() {
  return html`<section class="cta" aria-labelledby="cta-heading">
    <h2 id="cta-heading">Get the whole library</h2>
    <p>${LIBRARY_SIZE.scripts} social media scripts personalized to your market by AI, ${LIBRARY_SIZE.videos} professional videos and ${LIBRARY_SIZE.posts} ready-made posts. One-time payment, no recurring charges.</p>
    <a class="button" href="/purchase">Get Instant Access</a>
    <a class="link" href="/login">Member login</a>
  </section>`;
}

/**
 * The page. `agent` is the member whose signed link was opened (null for a bare link or a public
 * sample opened without one).
 */
export function renderSharePage(
  item: SharePageItem,
  origin: string,
  siteName: string = PRODUCT_NAME,
  agent: ShareAgent | null = null,
) {
  const kind = KINDS[item.type];
  // The agent's page is titled with the agent's name, not the product's.
  const owner = agent ? agent.profile.displayName : siteName;
  const pageTitle = `${item.title} | ${owner}`;
  const url = `${origin}${item.selfPath}`;
  const image = `${origin}${item.imagePath}`;
  const hashtags = item.tags.map((t) => `#${t.replace(/\s+/g, "")}`).join(" ");
  // A signed link is for the people it was sent to: keep the paid item out of search indexes.
  const robots = item.signed ? "noindex, nofollow" : "index, follow";
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${pageTitle}</title>
    <meta name="description" content="${item.description}" />
    <meta name="robots" content="${robots}" />
    <link rel="canonical" href="${url}" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <meta property="og:site_name" content="${owner}" />
    <meta property="og:type" content="${item.type === "video" ? "video.other" : "article"}" />
    <meta property="og:title" content="${item.title}" />
    <meta property="og:description" content="${item.description}" />
    <meta property="og:url" content="${url}" />
    <meta property="og:image" content="${image}" />
    <meta property="og:image:width" content="${item.imageSize?.width ?? MEDIA_WIDTH}" />
    <meta property="og:image:height" content="${item.imageSize?.height ?? MEDIA_HEIGHT}" />
    <meta property="og:image:type" content="${item.imagePath.split("?")[0]?.endsWith(".png") ? "image/png" : "image/jpeg"}" />
    <meta property="og:image:alt" content="${item.title}" />${videoTags(item, origin)}
    <meta name="twitter:card" content="summary_large_image" />
    <meta name="twitter:title" content="${item.title}" />
    <meta name="twitter:description" content="${item.description}" />
    <meta name="twitter:image" content="${image}" />
    <meta name="twitter:image:alt" content="${item.title}" />
    <style>${raw(agent ? SHARE_PAGE_CSS + AGENT_PAGE_CSS : SHARE_PAGE_CSS)}</style>
  </head>
  <body>
    ${agent ? agentHeader(agent) : html`<header><a class="brand" href="/">${raw(HOUSE_MARK_SVG)}${siteName}</a></header>`}
    <main>
      ${agent ? "" : html`<p class="kind">${kind}</p>`}
      <h1>${item.title}</h1>
      ${mainContent(item)}
      ${hashtags ? html`<p class="tags">${hashtags}</p>` : ""}
      ${agent ? leadSection(agent, item) : productCta()}
    </main>
    ${agent ? madeWithFooter(siteName) : html`<footer>&copy; ${siteName} · <a href="/terms">Terms</a> · <a href="/privacy">Privacy</a></footer>`}
  </body>
</html>`;
}
