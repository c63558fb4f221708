// FAQ entries: plain-text paragraphs, where "{email}" becomes the support address (a mailto link on
// the page, the address itself in the FAQPage structured data).
import { SUPPORT_EMAIL } from "./site.ts";

export interface FaqItem {
  question: string;
  answer: readonly string[];
  /** An anchor for the item itself (the support item is "contact-support"). */
  id?: string;
}

export const EMAIL_TOKEN = "{email}";

export function plainAnswer(item: FaqItem): string {
  return item.answer.join(" ").replaceAll(EMAIL_TOKEN, SUPPORT_EMAIL);
}

export function faqPageJsonLd(items: readonly FaqItem[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: plainAnswer(item) },
    })),
  };
}
