// Each post's colors, picked from its index: neighbours in the library never share a palette.
import { pick } from "../seed.ts";

export interface PostPalette {
  /** The headline band, a gradient from bg0 to bg1. */
  bg0: string;
  bg1: string;
  /** Text on the band. */
  ink: string;
  accent: string;
  /** The page behind the post's content. */
  page: string;
}

const PALETTES: readonly PostPalette[] = [
  { bg0: "#0b2545", bg1: "#13828c", ink: "#ffffff", accent: "#f4d35e", page: "#f6f4ee" },
  { bg0: "#2d1b69", bg1: "#8e44ad", ink: "#ffffff", accent: "#ffd166", page: "#f7f3fb" },
  { bg0: "#0b3d2e", bg1: "#1b998b", ink: "#ffffff", accent: "#e9c46a", page: "#f1f7f3" },
  { bg0: "#b83227", bg1: "#e67e22", ink: "#fff7e6", accent: "#1c1c24", page: "#fbf3ec" },
  { bg0: "#7b2d43", bg1: "#c0587e", ink: "#ffffff", accent: "#fde2e4", page: "#fff7f9" },
  { bg0: "#283618", bg1: "#606c38", ink: "#fefae0", accent: "#dda15e", page: "#fbfdf7" },
  { bg0: "#023e8a", bg1: "#0096c7", ink: "#ffffff", accent: "#ffb703", page: "#f0f8fc" },
  { bg0: "#6d3b2a", bg1: "#b5651d", ink: "#fffaf6", accent: "#fec89a", page: "#fffaf6" },
  { bg0: "#1d3557", bg1: "#e63946", ink: "#f1faee", accent: "#a8dadc", page: "#f5f7fa" },
  { bg0: "#264653", bg1: "#2a9d8f", ink: "#ffffff", accent: "#f4a261", page: "#f2f7f6" },
  { bg0: "#3d2c1e", bg1: "#8a5a44", ink: "#fefae0", accent: "#e9c46a", page: "#fffdf5" },
  { bg0: "#3a0ca3", bg1: "#4361ee", ink: "#ffffff", accent: "#f72585", page: "#f4f4fc" },
];

/** The palette of a post: neighbours in the list never share one (7 and 12 are coprime). */
export function postPalette(postIndex: number): PostPalette {
  return pick(PALETTES, postIndex * 7);
}
