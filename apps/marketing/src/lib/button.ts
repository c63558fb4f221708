// Button looks for links and buttons, used by .astro pages and islands alike. Plain strings with no
// runtime dependency, so an island does not pay for a variants library to style one link.
const BASE =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0";

const VARIANTS = {
  /** The red call to action ('Get Instant Access', 'Buy Now'). */
  accent: "bg-accent-600 text-white shadow-sm hover:bg-accent-700 focus-visible:outline-accent-600",
  brand: "bg-brand-600 text-white shadow-sm hover:bg-brand-700 focus-visible:outline-brand-600",
  outline: "border border-line bg-white text-ink shadow-xs hover:bg-surface focus-visible:outline-brand-600",
  ghost: "text-ink hover:bg-brand-50 focus-visible:outline-brand-600",
  /** On dark backgrounds. */
  light: "bg-white text-brand-900 shadow-sm hover:bg-brand-50 focus-visible:outline-white",
  glass: "border border-white/30 bg-white/10 text-white hover:bg-white/20 focus-visible:outline-white",
} as const;

const SIZES = {
  sm: "h-9 rounded-lg px-3 text-sm",
  md: "h-11 rounded-lg px-5 text-sm",
  lg: "h-13 rounded-xl px-7 text-base",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export function buttonClass(variant: ButtonVariant = "brand", size: ButtonSize = "md", extra = ""): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${extra}`.trim();
}
