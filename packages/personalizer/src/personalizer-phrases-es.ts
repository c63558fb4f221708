// The built-in personalizer's Spanish wording, written for Spanish-speaking clients in the US (tú,
// plain words, the English terms agents here actually use: "townhome", "closing"), not translated
// line by line. Same rules as the English copy: first person, no statistics, prices or promises,
// and homes and places described, never who should live there.
import type { SpecialtyOption, ToneOption } from "@realty/contracts/customize-options";
import type { LeadIn, SpecialtyPhrases, TonePhrases } from "./personalizer-phrases.ts";

/** `label` follows "tu especialista en": "tu especialista en casas de lujo". */
export const SPECIALTIES_ES: Record<SpecialtyOption, SpecialtyPhrases> = {
  "Luxury Homes": {
    buyers: "quienes buscan una casa de lujo",
    sellers: "dueños de casas de lujo",
    everyone: "quienes compran o venden casas de lujo",
    label: "casas de lujo",
  },
  "First Time Home Buyers": {
    buyers: "quienes van a comprar su primera casa",
    sellers: "dueños de casas de entrada",
    everyone: "quienes van a comprar su primera casa",
    label: "compradores de primera vivienda",
  },
  "Investment Properties": {
    buyers: "inversionistas",
    sellers: "inversionistas",
    everyone: "inversionistas",
    label: "propiedades de inversión",
  },
  "Commercial Real Estate": {
    buyers: "quienes buscan un local o edificio comercial",
    sellers: "dueños de propiedades comerciales",
    everyone: "dueños y compradores de propiedades comerciales",
    label: "bienes raíces comerciales",
  },
  "Condos & Townhomes": {
    buyers: "quienes buscan condominio o townhome",
    sellers: "dueños de condominios y townhomes",
    everyone: "quienes compran o venden condominios y townhomes",
    label: "condominios y townhomes",
  },
  "New Construction": {
    buyers: "quienes están pensando en construcción nueva",
    sellers: "dueños de casas cerca de construcción nueva",
    everyone: "quienes están pensando en construcción nueva",
    label: "construcción nueva",
  },
  "Foreclosures & Short Sales": {
    buyers: "quienes buscan casas en foreclosure",
    sellers: "dueños que están considerando una venta corta",
    everyone: "quienes buscan propiedades en foreclosure o venta corta",
    label: "foreclosures y ventas cortas",
  },
  "Senior Housing": {
    buyers: "quienes planean mudarse a una comunidad para adultos mayores",
    sellers: "quienes venden para mudarse a una comunidad para adultos mayores",
    everyone: "quienes planean una mudanza a una comunidad para adultos mayores",
    label: "vivienda para adultos mayores",
  },
  "Rural Properties": {
    buyers: "quienes buscan terreno en el campo",
    sellers: "dueños de terrenos rurales",
    everyone: "quienes compran o venden terreno en el campo",
    label: "propiedades rurales",
  },
  "Waterfront Properties": {
    buyers: "quienes buscan casa frente al agua",
    sellers: "dueños de casas frente al agua",
    everyone: "quienes compran o venden frente al agua",
    label: "propiedades frente al agua",
  },
};

export const DEFAULT_AUDIENCE_ES: SpecialtyPhrases = {
  buyers: "quienes buscan casa",
  sellers: "dueños de casa",
  everyone: "compradores y vendedores",
  label: "",
};

// Lead-ins put the audience after "para": "quienes buscan casa" does not work as a vocative.
export const TONES_ES: Record<ToneOption, TonePhrases> = {
  "Caring & Supportive": {
    hooks: [(a, c) => `Esto es para ${a}${c}, con todo mi apoyo.`, (a, c) => `Un consejo con cariño para ${a}${c}.`],
    closing: "estoy contigo en cada paso del camino.",
  },
  "Professional & Confident": {
    hooks: [(a, c) => `Un resumen rápido para ${a}${c}.`, (a, c) => `Mi análisis profesional para ${a}${c}.`],
    closing: "te llevo un plan claro para cada etapa de tu mudanza.",
  },
  "Friendly & Approachable": {
    hooks: [(a, c) => `¡Hola! Esto es para ${a}${c}.`, (a, c) => `¡Una platicadita rápida para ${a}${c}!`],
    closing: "me encantaría ayudarte, así que escríbeme cuando quieras.",
  },
  "Expert & Authoritative": {
    hooks: [(a, c) => `Para ${a}${c}: lo que de verdad hay que saber.`, (a, c) => `Los hechos para ${a}${c}, no los rumores.`],
    closing: "te doy respuestas basadas en experiencia, no en suposiciones.",
  },
  "Energetic & Enthusiastic": {
    hooks: [(a, c) => `¡Esto cambia el juego para ${a}${c}!`, (a, c) => `¡Noticia importante para ${a}${c}!`],
    closing: "¡ya quiero ayudarte a dar el paso!",
  },
  "Calm & Reassuring": {
    hooks: [
      (a, c) => `Para ${a}${c}: respira, esto es más sencillo de lo que parece.`,
      (a, c) => `Unas palabras con calma para ${a}${c}.`,
    ],
    closing: "no hay prisa, así que búscame cuando sea tu momento.",
  },
  "Direct & Honest": {
    hooks: [(a, c) => `Al grano, para ${a}${c}.`, (a, c) => `Sin rodeos para ${a}${c}: solo los hechos.`],
    closing: "conmigo siempre tendrás la respuesta honesta, aunque no sea la más fácil.",
  },
  "Warm & Personal": {
    hooks: [(a, c) => `Unas palabras de corazón para ${a}${c}.`, (a, c) => `Para ${a}${c}: este tema me importa mucho.`],
    closing: "de verdad me encantaría conocer tu historia.",
  },
  "Sophisticated & Polished": {
    hooks: [(a, c) => `Una reflexión cuidadosa para ${a}${c}.`, (a, c) => `Algunas ideas con criterio para ${a}${c}.`],
    closing: "será un placer guiarte con discreción y cuidado.",
  },
  "Down-to-Earth & Relatable": {
    hooks: [(a, c) => `Plática sincera para ${a}${c}.`, (a, c) => `Lo real, sin adornos, para ${a}${c}.`],
    closing: "estoy a un mensaje de distancia, sin discursos de venta.",
  },
};

export const NEUTRAL_HOOKS_ES: readonly [LeadIn, LeadIn] = [
  (a, c) => `Algo rápido para ${a}${c}.`,
  (a, c) => `Para ${a}${c}, esto es lo que importa.`,
];

export const DEFAULT_CLOSING_ES = "aquí estoy para cuando me necesites.";

/** Spanish place phrases a script may use where the city belongs, with their swaps. */
export const PLACE_SWAPS_ES: readonly { pattern: RegExp; replace: (place: string) => string }[] = [
  { pattern: /\baquí en nuestra (?:zona|área|comunidad)\b/gi, replace: (p) => `aquí en ${p}` },
  { pattern: /\bnuestro mercado(?: local)?\b/gi, replace: (p) => `el mercado de ${p}` },
  { pattern: /\bel mercado local\b/gi, replace: (p) => `el mercado de ${p}` },
  { pattern: /\bnuestra (?:zona|área)\b/gi, replace: (p) => p },
  { pattern: /\bnuestra comunidad\b/gi, replace: (p) => `nuestra comunidad de ${p}` },
  { pattern: /\bpor aquí\b/gi, replace: (p) => `por ${p}` },
];

/** Spanish hashtags per specialty (no accents: tags are typed, and accents split them on some apps). */
export const SPECIALTY_TAGS_ES: Record<SpecialtyOption, readonly string[]> = {
  "Luxury Homes": ["#CasasDeLujo", "#PropiedadesDeLujo"],
  "First Time Home Buyers": ["#PrimeraCasa", "#CompradoresDePrimeraVez"],
  "Investment Properties": ["#InversionInmobiliaria", "#PropiedadesDeInversion"],
  "Commercial Real Estate": ["#BienesRaicesComerciales", "#LocalesComerciales"],
  "Condos & Townhomes": ["#Condominios", "#Townhomes"],
  "New Construction": ["#ConstruccionNueva", "#CasaNueva"],
  "Foreclosures & Short Sales": ["#Foreclosures", "#VentaCorta"],
  "Senior Housing": ["#AdultosMayores", "#CambiarseDeCasa"],
  "Rural Properties": ["#PropiedadesRurales", "#TerrenosRurales"],
  "Waterfront Properties": ["#FrenteAlAgua", "#CasasFrenteAlAgua"],
};

/** On-screen beats when the script has no kit and its call to action names no keyword. */
export const BEAT_MESSAGE_ES = "Mándame un mensaje";
export const BEAT_SAVE_ES = "Guárdalo para después";
