// The quarter's colours, the same as the title cards (content/media/README.md), so a week's video
// and its plan phase look alike.
import type { Palette } from "@realty/library/video-source";

export interface PaletteColors {
  /** Gradient from top to bottom, and a third tone for the moving light. */
  c0: string;
  c1: string;
  c2: string;
  accent: string;
  /** Emphasised words and the chart's key mark: the accent, or a warm tone where the accent is white. */
  highlight: string;
  label: string;
}

export const PALETTE_COLORS: Record<Palette, PaletteColors> = {
  "market-foundation": {
    c0: "#0b2545",
    c1: "#13828c",
    c2: "#134074",
    accent: "#f4d35e",
    highlight: "#f4d35e",
    label: "Market Foundation",
  },
  "authority-building": {
    c0: "#2d1b69",
    c1: "#8e44ad",
    c2: "#3f2b96",
    accent: "#ffd166",
    highlight: "#ffd166",
    label: "Authority Building",
  },
  "expert-status": {
    c0: "#0b3d2e",
    c1: "#1b998b",
    c2: "#145c43",
    accent: "#e9c46a",
    highlight: "#e9c46a",
    label: "Expert Status",
  },
  "market-domination": {
    c0: "#1c1c24",
    c1: "#b83227",
    c2: "#e67e22",
    accent: "#ffffff",
    highlight: "#ffd166",
    label: "Market Domination",
  },
};
