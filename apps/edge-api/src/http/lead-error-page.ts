// The no-JavaScript answer to a lead form that cannot be accepted: a small page with the reason
// and a way back, sent with the 4xx status (a JSON body would be a dead end in a browser).
import { html, raw } from "hono/html";
import { SHARE_PAGE_CSS } from "./share-page-style.ts";

export function leadErrorPage(messages: string[], backHref: string, heading = "Your message was not sent") {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${heading}</title>
    <style>${raw(SHARE_PAGE_CSS)}</style>
  </head>
  <body>
    <main>
      <h1>${heading}</h1>
      <ul role="alert">${messages.map((m) => html`<li>${m}</li>`)}</ul>
      <p><a href="${backHref}">Go back to the page</a> and try again.</p>
    </main>
  </body>
</html>`;
}
