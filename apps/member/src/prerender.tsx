// The build's side of "paint from HTML": renders the app at an address, before anything is known
// about the visitor, to the HTML the browser then hydrates (vite.config.ts, prerenderShells).
import { prerender } from "react-dom/static";
import { App } from "./app/app.tsx";

export async function renderAddress(path: string): Promise<string> {
  const { prelude } = await prerender(<App ssrPath={path} />);
  return new Response(prelude).text();
}
