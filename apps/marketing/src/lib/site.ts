// Names, addresses and link lists shared by every page (part 1 §2.2, part 2 'Guarantee page').
import { PRODUCT_NAME, SUPPORT_EMAIL } from "@realty/contracts/brand";

export { PRODUCT_NAME, SUPPORT_EMAIL };

export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;
/** The demo access page (docs/decisions/: /demo, linked from the footer). */
export const DEMO_PATH = "/demo";
/** Legal pages state these dates (part 2 'Legal and reference pages'). */
export const LEGAL_EFFECTIVE_DATE = "January 20, 2025";
export const LEGAL_LAST_UPDATED = "January 2025";

export interface NavLink {
  label: string;
  href: string;
}

/** The sticky top navigation, in the spec's order. */
export const NAV_LINKS: readonly NavLink[] = [
  { label: "AI Customization", href: "/ai-customization" },
  { label: "Scripts", href: "/scripts" },
  { label: "Videos", href: "/professional-videos" },
  { label: "Posts", href: "/social-media-posts" },
  { label: "Pricing", href: "/purchase" },
  { label: "Guarantee", href: "/guarantee" },
];

export interface FooterGroup {
  title: string;
  links: readonly NavLink[];
}

/**
 * The landing footer: product, support and legal links. The FAQ and its support item live on
 * /landing, so pages elsewhere link there (docs/decisions/).
 */
export function landingFooterGroups(onLanding: boolean): FooterGroup[] {
  const landing = onLanding ? "" : "/landing";
  return [
    {
      title: "Product",
      links: [
        { label: "AI Customization", href: "/ai-customization" },
        { label: "Social Media Scripts", href: "/scripts" },
        { label: "Professional Videos", href: "/professional-videos" },
        { label: "Social Media Posts", href: "/social-media-posts" },
        { label: "Pricing", href: "/purchase" },
        { label: "Live Demo", href: DEMO_PATH },
      ],
    },
    {
      title: "Support",
      links: [
        { label: "Contact Us", href: `${landing}#contact-support` },
        { label: "FAQ", href: `${landing}#faq` },
        { label: "Money-Back Guarantee", href: "/guarantee" },
        { label: SUPPORT_EMAIL, href: SUPPORT_MAILTO },
        { label: "Script Dashboard", href: "/login" },
      ],
    },
    {
      title: "Legal",
      links: [
        { label: "Terms of Service", href: "/terms" },
        { label: "Privacy Policy", href: "/privacy" },
        { label: "Cookie Policy", href: "/cookies" },
        { label: "Research Sources", href: "/sources" },
        { label: "Compliance", href: "/compliance" },
        { label: "Resources", href: "/resources" },
      ],
    },
  ];
}

/** The guarantee page's own footer links (part 2 'Guarantee page'); '/#…' anchors live on /landing. */
export const GUARANTEE_FOOTER_LINKS: readonly NavLink[] = [
  { label: "Pricing", href: "/purchase" },
  { label: "AI Customization", href: "/landing#ai-customization" },
  { label: "Login", href: "/login" },
  { label: "FAQ", href: "/landing#faq" },
  { label: "Contact Support", href: "#contact-support" },
  { label: "Guarantee", href: "/guarantee" },
  { label: "Terms", href: "/terms" },
  { label: "Privacy", href: "/privacy" },
  { label: "Cookies", href: "/cookies" },
  { label: "Sources", href: "/sources" },
];

/** The member-area footer (part 1 §2.2), shown on the legal and reference pages members reach from it. */
export const MEMBER_FOOTER_LINKS: readonly NavLink[] = [
  { label: "Compliance", href: "/compliance" },
  { label: "Support", href: SUPPORT_MAILTO },
  { label: "Account", href: "/account" },
  { label: "Terms", href: "/terms" },
  { label: "Privacy", href: "/privacy" },
  { label: "Resources", href: "/resources" },
];
