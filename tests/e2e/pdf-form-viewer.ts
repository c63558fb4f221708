// A PDF viewer in Chromium for the browser tests: pdf.js (the viewer Firefox ships) renders a PDF
// with its form fields as real inputs, runs the form's scripts (a worksheet's totals) in its own
// sandbox, and saves the document with what was typed, so a test can fill a worksheet the way a
// reader does and read the saved file back with pdf-lib.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";

const PDFJS = join(import.meta.dirname, "../../node_modules/pdfjs-dist");
/** Served under the app's origin so the viewer fetches the member's PDF with their session. */
export const VIEWER_PREFIX = "/__pdf-form-viewer/";

const VIEWER_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>PDF form viewer</title>
<link rel="stylesheet" href="${VIEWER_PREFIX}web/pdf_viewer.css" /></head>
<body><div id="container" style="position:absolute;inset:0;overflow:auto"><div id="viewer" class="pdfViewer"></div></div>
<script type="module">
import * as pdfjsLib from "${VIEWER_PREFIX}build/pdf.mjs";
globalThis.pdfjsLib = pdfjsLib;
pdfjsLib.GlobalWorkerOptions.workerSrc = "${VIEWER_PREFIX}build/pdf.worker.mjs";
const { EventBus, PDFLinkService, PDFScriptingManager, PDFViewer } = await import("${VIEWER_PREFIX}web/pdf_viewer.mjs");
const eventBus = new EventBus();
const linkService = new PDFLinkService({ eventBus });
const scriptingManager = new PDFScriptingManager({
  eventBus,
  sandboxBundleSrc: "${VIEWER_PREFIX}build/pdf.sandbox.mjs",
  wasmUrl: "${VIEWER_PREFIX}wasm/",
});
const viewer = new PDFViewer({
  container: document.getElementById("container"),
  viewer: document.getElementById("viewer"),
  eventBus,
  linkService,
  scriptingManager,
  annotationMode: pdfjsLib.AnnotationMode.ENABLE_FORMS,
});
linkService.setViewer(viewer);
scriptingManager.setViewer(viewer);
// Every page's fields must exist as inputs, not only the pages in view: each is brought into
// view in turn until its form layer is drawn (a guide has at most a few pages).
const drawn = new Set();
eventBus.on("annotationlayerrendered", (event) => drawn.add(event.pageNumber));
const pagesReady = new Promise((resolve) => eventBus.on("pagesinit", resolve, { once: true }));
const file = new URL(location.href).searchParams.get("file");
const pdf = await pdfjsLib.getDocument({ url: file }).promise;
viewer.setDocument(pdf);
linkService.setDocument(pdf);
await scriptingManager.setDocument(pdf);
await pagesReady;
for (let page = 1; page <= pdf.numPages; page++) {
  viewer.scrollPageIntoView({ pageNumber: page });
  while (!drawn.has(page)) await new Promise((resolve) => eventBus.on("annotationlayerrendered", resolve, { once: true }));
}
document.body.dataset.forms = "ready";
globalThis.savePdf = async () => Array.from(await pdf.saveDocument());
</script></body></html>`;

function contentType(path: string): string {
  if (path.endsWith(".mjs")) return "text/javascript";
  if (path.endsWith(".js")) return "text/javascript";
  if (path.endsWith(".css")) return "text/css";
  if (path.endsWith(".wasm")) return "application/wasm";
  return "application/octet-stream";
}

/** Opens `pdfPath` (a path on the app) in the viewer and waits until its form fields are inputs. */
export async function openPdfForm(page: Page, pdfPath: string): Promise<void> {
  await page.context().route(`**${VIEWER_PREFIX}**`, async (route) => {
    const path = new URL(route.request().url()).pathname.slice(VIEWER_PREFIX.length);
    if (path === "viewer.html") return route.fulfill({ contentType: "text/html", body: VIEWER_HTML });
    // Only the viewer's own files, never a path that climbs out of the package.
    if (!/^(build|web|wasm)\/[a-z_.-]+\.(mjs|js|css|wasm)$/.test(path)) return route.fulfill({ status: 404, body: "" });
    return route.fulfill({ contentType: contentType(path), body: readFileSync(join(PDFJS, path)) });
  });
  await page.goto(`${VIEWER_PREFIX}viewer.html?file=${encodeURIComponent(pdfPath)}`);
  await page.locator("body[data-forms=ready]").waitFor({ state: "attached" });
}

/** The document as the viewer saves it, with everything typed into its fields. */
export async function savedPdf(page: Page): Promise<Uint8Array> {
  const bytes = await page.evaluate(() => (globalThis as unknown as { savePdf: () => Promise<number[]> }).savePdf());
  return Uint8Array.from(bytes);
}
