// `cn` joins class names and lets a later Tailwind class override an earlier one of the same
// kind (`cn("px-4 bg-brand-600", "px-2 bg-accent-600")` keeps px-2 and bg-accent-600).
//
// tailwind-merge's full default config is 8 KB gzip, a tenth of the dashboard's first-load
// budget. Its engine with the config below is about 3 KB: the groups our components set and
// callers override. A class outside these groups is never dropped, only kept as given (as clsx
// would), so a missing group can only mean two classes stay side by side, never a lost class.
import { type ClassValue, clsx } from "clsx";
import { createTailwindMerge, validators } from "tailwind-merge";

const { isAny, isNumber, isTshirtSize, isArbitraryValue, isArbitraryLength, isArbitraryVariable } = validators;
const any = [isAny];
const side = (prefix: string) => ({ [prefix]: any });

const twMergeLite = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: ["block", "inline-block", "inline", "flex", "inline-flex", "grid", "inline-grid", "contents", "hidden", "table"],
    position: ["static", "fixed", "absolute", "relative", "sticky"],
    inset: [side("inset")],
    top: [side("top")],
    right: [side("right")],
    bottom: [side("bottom")],
    left: [side("left")],
    z: [side("z")],
    "flex-direction": [{ flex: ["row", "row-reverse", "col", "col-reverse"] }],
    "flex-wrap": [{ flex: ["wrap", "wrap-reverse", "nowrap"] }],
    flex: [{ flex: [isNumber, "auto", "initial", "none", isArbitraryValue] }],
    grow: [{ grow: ["", isNumber] }],
    shrink: [{ shrink: ["", isNumber] }],
    "grid-cols": [side("grid-cols")],
    "col-span": [{ col: [{ span: any }] }],
    gap: [side("gap")],
    "gap-x": [side("gap-x")],
    "gap-y": [side("gap-y")],
    "justify-content": [{ justify: ["start", "end", "center", "between", "around", "evenly", "stretch", "normal"] }],
    "justify-self": [{ "justify-self": any }],
    "align-items": [{ items: any }],
    "align-self": [{ self: any }],
    p: [side("p")],
    px: [side("px")],
    py: [side("py")],
    pt: [side("pt")],
    pr: [side("pr")],
    pb: [side("pb")],
    pl: [side("pl")],
    m: [side("m")],
    mx: [side("mx")],
    my: [side("my")],
    mt: [side("mt")],
    mr: [side("mr")],
    mb: [side("mb")],
    ml: [side("ml")],
    size: [side("size")],
    w: [side("w")],
    "min-w": [side("min-w")],
    "max-w": [side("max-w")],
    h: [side("h")],
    "min-h": [side("min-h")],
    "max-h": [side("max-h")],
    "font-size": [{ text: ["base", isTshirtSize, isArbitraryLength, isArbitraryVariable] }],
    "text-alignment": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
    "text-color": [{ text: any }],
    "font-weight": [{ font: ["thin", "extralight", "light", "normal", "medium", "semibold", "bold", "extrabold", "black"] }],
    "font-family": [{ font: any }],
    leading: [side("leading")],
    tracking: [side("tracking")],
    whitespace: [{ whitespace: any }],
    "text-overflow": ["truncate", "text-ellipsis", "text-clip"],
    rounded: [{ rounded: ["", ...any] }],
    "rounded-t": [side("rounded-t")],
    "rounded-r": [side("rounded-r")],
    "rounded-b": [side("rounded-b")],
    "rounded-l": [side("rounded-l")],
    "border-w": [{ border: ["", isNumber, isArbitraryLength] }],
    "border-color": [{ border: any }],
    "bg-image": [{ "bg-gradient-to": any, "bg-linear-to": any }, "bg-none"],
    "bg-color": [{ bg: any }],
    shadow: [{ shadow: ["", ...any] }],
    "ring-w": [{ ring: ["", isNumber] }],
    "ring-color": [{ ring: any }],
    opacity: [side("opacity")],
    overflow: [side("overflow")],
    "overflow-x": [side("overflow-x")],
    "overflow-y": [side("overflow-y")],
    cursor: [side("cursor")],
  },
  conflictingClassGroups: {
    inset: ["top", "right", "bottom", "left"],
    p: ["px", "py", "pt", "pr", "pb", "pl"],
    px: ["pr", "pl"],
    py: ["pt", "pb"],
    m: ["mx", "my", "mt", "mr", "mb", "ml"],
    mx: ["mr", "ml"],
    my: ["mt", "mb"],
    size: ["w", "h"],
    gap: ["gap-x", "gap-y"],
    rounded: ["rounded-t", "rounded-r", "rounded-b", "rounded-l"],
    overflow: ["overflow-x", "overflow-y"],
    "font-size": ["leading"],
  },
  conflictingClassGroupModifiers: { "font-size": ["leading"] },
  orderSensitiveModifiers: ["*", "**", "after", "backdrop", "before", "file", "marker", "placeholder", "selection"],
}));

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMergeLite(clsx(inputs));
}
