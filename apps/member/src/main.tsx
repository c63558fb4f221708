import "./zod-jitless.ts";
import "@fontsource-variable/inter";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProvider } from "./app/provider.tsx";
import { AppRouter } from "./app/router.tsx";
import { warmDashboardTabCode } from "./app/warm-tab-code.ts";
import "./styles.css";

warmDashboardTabCode(window.location);

const root = document.getElementById("root");
if (root)
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
