import "./zod-jitless.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProvider } from "./app/provider.tsx";
import { AppRouter } from "./app/router.tsx";
import { warmLinkedTab } from "./app/warm-linked-tab.ts";
import { loadBrandFont } from "./lib/brand-font.ts";
import "./styles.css";

warmLinkedTab(window.location);
loadBrandFont();

const root = document.getElementById("root");
if (root)
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
