// The small HTML pages the connect tab shows: it is a browser tab the hub opened, so it answers a
// page a person can read rather than JSON. The script (served from /api/social/connected.js, so the
// default CSP allows it) tells the hub's tab over a BroadcastChannel that the status changed.
import { PRODUCT_NAME } from "@realty/contracts/brand";
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { HOUSE_FONT_CSS, HOUSE_FONT_STACK, HOUSE_MARK_SVG } from "../../http/house-font.ts";

export const CONNECTED_SCRIPT = `(() => {
  const me = document.currentScript;
  const platform = me && me.dataset.platform;
  const ok = me && me.dataset.ok === "1";
  if ("BroadcastChannel" in window) new BroadcastChannel("social-connections").postMessage({ platform, ok });
  const close = document.getElementById("close-tab");
  if (close) close.addEventListener("click", () => window.close());
})();
`;

interface PageOptions {
  title: string;
  message: string;
  tone: "success" | "error" | "info";
  platform?: string;
  ok?: boolean;
  details?: HtmlEscapedString | Promise<HtmlEscapedString>;
  link?: { href: string; label: string };
}

const COLORS = { success: "#15803d", error: "#b91c1c", info: "#1d4ed8" };

export function connectPage(options: PageOptions) {
  const link = options.link ?? { href: "/social-hub", label: "Back to the Social Hub" };
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${options.title}</title>
    <style>
      ${raw(HOUSE_FONT_CSS)}
      body { font-family: ${raw(HOUSE_FONT_STACK)}; background: #f8fafc; color: #0f172a; margin: 0; padding: 3rem 1rem; }
      main { max-width: 34rem; margin: 0 auto; background: #fff; border-radius: 0.75rem; padding: 2rem; box-shadow: 0 1px 3px #0002; }
      .brand { margin: 0 0 1.25rem; font-weight: 700; font-size: 1.1rem; }
      h1 { font-size: 1.35rem; margin: 0 0 0.75rem; color: ${COLORS[options.tone]}; }
      code { background: #f1f5f9; padding: 0.1rem 0.3rem; border-radius: 0.25rem; word-break: break-all; }
      a, button { display: inline-block; margin: 1.25rem 0.75rem 0 0; font: inherit; }
      button { background: none; border: 1px solid #cbd5e1; border-radius: 0.4rem; padding: 0.35rem 0.8rem; cursor: pointer; }
    </style>
  </head>
  <body>
    <main>
      <p class="brand">${raw(HOUSE_MARK_SVG)}${PRODUCT_NAME}</p>
      <h1>${options.title}</h1>
      <p>${options.message}</p>
      ${options.details ?? ""}
      <a href="${link.href}">${link.label}</a>
      <button type="button" id="close-tab">Close this tab</button>
    </main>
    <script src="/api/social/connected.js" data-platform="${options.platform ?? ""}" data-ok="${options.ok ? "1" : "0"}"></script>
  </body>
</html>`;
}
