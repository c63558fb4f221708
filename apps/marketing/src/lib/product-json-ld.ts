// Product structured data with one Offer per plan, prices from @realty/plans.
import { PLAN_LIST } from "@realty/plans";
import { PRODUCT_NAME } from "./site.ts";

const SITE = "https://realtyreels.com";

export function productJsonLd(image: string): object {
  const prices = PLAN_LIST.map((p) => p.priceCents / 100);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: `${PRODUCT_NAME} content library for real estate agents`,
    description:
      "Social media video scripts, professional industry-authority videos and ready-made posts for real estate agents, personalized by AI. One-time purchase, no subscription.",
    brand: { "@type": "Brand", name: PRODUCT_NAME },
    image,
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "USD",
      lowPrice: Math.min(...prices).toFixed(2),
      highPrice: Math.max(...prices).toFixed(2),
      offerCount: PLAN_LIST.length,
      offers: PLAN_LIST.map((p) => ({
        "@type": "Offer",
        name: p.name,
        price: (p.priceCents / 100).toFixed(2),
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: `${SITE}/purchase`,
      })),
    },
  };
}
