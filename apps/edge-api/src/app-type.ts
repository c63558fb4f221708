/** Type-only export for the member app's typed client; never imported at runtime. */
export type { App as AppType } from "./app.ts";
