// The words a lead magnet's layout adds around the guide's own text (cover label, page numbers, the
// closing call to action), in the guide's language, so a Spanish edition reads Spanish throughout.
export const SHEET_LANGUAGES = ["en", "es"] as const;
export type SheetLanguage = (typeof SHEET_LANGUAGES)[number];

export interface SheetLabels {
  kind: Record<"checklist" | "worksheet", string>;
  inside: string;
  preparedBy: string;
  page: (n: number, of: number) => string;
  nextStep: string;
  nextStepText: (kind: "checklist" | "worksheet", agent: string) => string;
  equalHousing: string;
}

export const SHEET_LABELS: Record<SheetLanguage, SheetLabels> = {
  en: {
    kind: { checklist: "FREE CHECKLIST", worksheet: "FREE WORKSHEET" },
    inside: "Inside this guide",
    preparedBy: "Prepared for you by",
    page: (n, of) => `Page ${n} of ${of}`,
    nextStep: "Your next step",
    nextStepText: (kind, agent) =>
      `Questions about any line of this ${kind}? ${agent} is happy to go through it with you, at no cost and with no obligation.`,
    equalHousing: "Equal Housing Opportunity",
  },
  es: {
    kind: { checklist: "LISTA GRATUITA", worksheet: "HOJA DE TRABAJO GRATUITA" },
    inside: "En esta guía",
    preparedBy: "Preparada para ti por",
    page: (n, of) => `Página ${n} de ${of}`,
    nextStep: "Tu siguiente paso",
    nextStepText: (kind, agent) =>
      `¿Tienes preguntas sobre ${kind === "checklist" ? "esta lista" : "esta hoja"}? ${agent} la revisa contigo en español, sin costo y sin compromiso.`,
    equalHousing: "Igualdad de Oportunidades en la Vivienda",
  },
};
