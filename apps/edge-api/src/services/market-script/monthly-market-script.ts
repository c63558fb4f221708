// The monthly market script: written at run time from a member's figures for the month (median
// price, days on market, months of supply, new listings, with the trend against last month and last
// year), in English or Spanish, in the library's own shape (hook, body, call to action, short cut,
// beats, shots, captions), so the same engine and guard personalize it. Every number in it is one of
// the member's figures, formatted one way, so the guard can hold each version to them.

import type { ScriptKit, ScriptLanguage } from "@realty/library/script-kit";
import { type MarketFigures, percentChange } from "@realty/media/post-images/market-fields";

/** Figures with every required one filled in (the service checks before writing). */
export interface CompleteFigures extends MarketFigures {
  area: string;
  month: string;
  medianPrice: number;
  daysOnMarket: number;
  monthsOfSupply: number;
  newListings: number;
  source: string;
}

export interface MonthlyMarketScript {
  title: string;
  /** Hook, body and call to action separated by blank lines, as library scripts are stored. */
  content: string;
  kit: ScriptKit;
  language: ScriptLanguage;
}

const MONTHS = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  es: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
} as const;

/** "November 2026" / "noviembre de 2026". */
export function monthName(month: string, language: ScriptLanguage): string {
  const [year, m] = month.split("-");
  const name = MONTHS[language][Number(m) - 1] ?? m;
  return language === "es" ? `${name} de ${year}` : `${name} ${year}`;
}

function monthOnly(month: string, language: ScriptLanguage): string {
  return MONTHS[language][Number(month.split("-")[1]) - 1] ?? month;
}

/** $425,000 in both languages: US figures for US buyers. */
export function dollars(value: number): string {
  return `$${value.toLocaleString("en-US")}`;
}

function count(value: number): string {
  return value.toLocaleString("en-US");
}

/** 2.4 stays 2.4; 3 reads "3.0" nowhere, just 3. */
function supply(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

type Pace = "tight" | "balanced" | "loose";

/** About six months of supply is the usual dividing line; under four, sellers hold the edge. */
function pace(monthsOfSupply: number): Pace {
  if (monthsOfSupply < 4) return "tight";
  return monthsOfSupply <= 6 ? "balanced" : "loose";
}

interface Trend {
  percent: number;
  direction: "up" | "down" | "flat";
}

function trend(now: number, before: number | null): Trend | null {
  const percent = percentChange(now, before);
  if (percent === null) return null;
  return { percent: Math.abs(percent), direction: percent > 0 ? "up" : percent < 0 ? "down" : "flat" };
}

function englishTrend(t: Trend, against: string): string {
  return t.direction === "flat" ? `unchanged from ${against}` : `${t.direction} ${t.percent}% from ${against}`;
}

function spanishTrend(t: Trend, against: string): string {
  if (t.direction === "flat") return `sin cambio respecto a ${against}`;
  return `${t.direction === "up" ? "un alza" : "una baja"} del ${t.percent}% respecto a ${against}`;
}

function writeEnglish(f: CompleteFigures): MonthlyMarketScript {
  const month = monthName(f.month, "en");
  const byMonth = trend(f.medianPrice, f.priorMonthMedianPrice);
  const byYear = trend(f.medianPrice, f.priorYearMedianPrice);
  const trends = [byMonth && englishTrend(byMonth, "last month"), byYear && englishTrend(byYear, "a year ago")].filter(Boolean);
  const price = `The median sale price was ${dollars(f.medianPrice)}${trends.length ? `, ${trends.join(" and ")}` : ""}.`;
  const speed = `Homes that sold spent a median of ${count(f.daysOnMarket)} days on the market, and ${count(f.newListings)} new listings came up for sale.`;
  const balance = {
    tight: `There are ${supply(f.monthsOfSupply)} months of supply. That is a tight market: well-priced homes still draw more than one buyer, and sellers hold most of the leverage.`,
    balanced: `There are ${supply(f.monthsOfSupply)} months of supply. That is close to balanced: buyers have some choice, and a home priced right still sells at a steady pace.`,
    loose: `There are ${supply(f.monthsOfSupply)} months of supply. That gives buyers time and room to negotiate, and sellers need sharp pricing and a home that shows well.`,
  }[pace(f.monthsOfSupply)];
  const meaning =
    "These are area-wide medians: your street, your price range and your home's condition can tell a different story, and that is the version that matters for your move.";
  const hook = `Here's what the ${f.area} housing market did in ${month}.`;
  const body = [price, speed, balance, meaning, `Figures: ${f.source}, ${month}.`].join(" ");
  const cta = "Comment MARKET and I'll send you the numbers for your price range and neighborhood.";
  const shortTrend = byYear
    ? ` (${englishTrend(byYear, "a year ago")})`
    : byMonth
      ? ` (${englishTrend(byMonth, "last month")})`
      : "";
  return {
    title: `This month in ${f.area}: ${month}`,
    content: [hook, body, cta].join("\n\n"),
    language: "en",
    kit: {
      format: "green-screen",
      ctaKind: "comment-keyword",
      short: {
        hook: `${monthOnly(f.month, "en")}'s market, in four numbers.`,
        hookB: `What did local home prices do in ${monthOnly(f.month, "en")}?`,
        body: `Median price: ${dollars(f.medianPrice)}${shortTrend}. Days on market: ${count(f.daysOnMarket)}. Months of supply: ${supply(f.monthsOfSupply)}. New listings: ${count(f.newListings)}.`,
        cta: "Comment MARKET for your price range's numbers.",
      },
      beats: [
        `Median price: ${dollars(f.medianPrice)}`,
        `Median days on market: ${count(f.daysOnMarket)}`,
        `Months of supply: ${supply(f.monthsOfSupply)}`,
        `New listings: ${count(f.newListings)}`,
        "Comment MARKET for your price range",
      ],
      shots: [
        {
          setting: "office",
          shot: "0-3s: green screen; behind you, this month's figures card from your Posts tab. Point at it.",
        },
        { setting: "office", shot: "3-12s: background: the median price with its trend arrow; say the price and the change." },
        { setting: "office", shot: "12-20s: background: days on market and months of supply side by side." },
        { setting: "office", shot: "Last 5s: plain brand background, keyword MARKET and the source on screen." },
      ],
      captions: {
        instagram: `${f.area} market, ${month}: median price ${dollars(f.medianPrice)}${shortTrend}, ${count(f.daysOnMarket)} median days on market, ${supply(f.monthsOfSupply)} months of supply, ${count(f.newListings)} new listings. Area-wide medians hide a lot: your price range can move differently. Comment MARKET and I'll send you your numbers. Source: ${f.source}.`,
        facebook: `Here's the ${f.area} housing market for ${month}. ${price} ${speed} ${balance} Want the numbers for your own price range and neighborhood? Comment MARKET or send me a message. Source: ${f.source}.`,
        linkedin: `${f.area} housing market, ${month}. ${price} ${speed} ${balance} If you're advising clients on timing, the price range and neighborhood matter more than the area-wide median. Reply here and I'll share the breakdown for your segment. Source: ${f.source}.`,
        x: `${f.area}, ${monthOnly(f.month, "en")}: median ${dollars(f.medianPrice)}, ${count(f.daysOnMarket)} days on market, ${supply(f.monthsOfSupply)} months of supply. Comment MARKET for yours.`,
      },
      hashtags: ["#realestate", "#housingmarket", "#marketupdate", "#homeprices", "#realtor"],
    },
  };
}

function writeSpanish(f: CompleteFigures): MonthlyMarketScript {
  const month = monthName(f.month, "es");
  const byMonth = trend(f.medianPrice, f.priorMonthMedianPrice);
  const byYear = trend(f.medianPrice, f.priorYearMedianPrice);
  const trends = [byMonth && spanishTrend(byMonth, "el mes pasado"), byYear && spanishTrend(byYear, "hace un año")].filter(
    Boolean,
  );
  const price = `El precio medio de venta fue de ${dollars(f.medianPrice)}${trends.length ? `, ${trends.join(" y ")}` : ""}.`;
  const speed = `Las casas vendidas pasaron una mediana de ${count(f.daysOnMarket)} días en el mercado, y salieron ${count(f.newListings)} casas nuevas a la venta.`;
  const balance = {
    tight: `Hay ${supply(f.monthsOfSupply)} meses de inventario. Es un mercado apretado: una casa con buen precio todavía atrae a más de un comprador, y el vendedor tiene la mayor parte de la ventaja.`,
    balanced: `Hay ${supply(f.monthsOfSupply)} meses de inventario. Es un mercado casi equilibrado: el comprador tiene opciones, y una casa con el precio correcto se vende a buen ritmo.`,
    loose: `Hay ${supply(f.monthsOfSupply)} meses de inventario. El comprador tiene tiempo y margen para negociar, y el vendedor necesita un precio preciso y una casa bien presentada.`,
  }[pace(f.monthsOfSupply)];
  const meaning =
    "Son medianas de toda el área: su calle, su rango de precio y el estado de su casa pueden contar otra historia, y esa es la que importa para su mudanza.";
  const hook = `Así se movió el mercado de vivienda en ${f.area} en ${month}.`;
  const body = [price, speed, balance, meaning, `Cifras: ${f.source}, ${month}.`].join(" ");
  const cta = "Comente MERCADO y le envío las cifras de su rango de precio y su vecindario.";
  const shortTrend = byYear
    ? ` (${spanishTrend(byYear, "hace un año")})`
    : byMonth
      ? ` (${spanishTrend(byMonth, "el mes pasado")})`
      : "";
  return {
    title: `Este mes en ${f.area}: ${month}`,
    content: [hook, body, cta].join("\n\n"),
    language: "es",
    kit: {
      format: "green-screen",
      ctaKind: "comment-keyword",
      short: {
        hook: `El mercado de ${monthOnly(f.month, "es")} en cuatro cifras.`,
        hookB: `¿Qué pasó con los precios en ${monthOnly(f.month, "es")}?`,
        body: `Precio medio: ${dollars(f.medianPrice)}${shortTrend}. Días en el mercado: ${count(f.daysOnMarket)}. Meses de inventario: ${supply(f.monthsOfSupply)}. Casas nuevas a la venta: ${count(f.newListings)}.`,
        cta: "Comente MERCADO y le envío sus cifras.",
      },
      beats: [
        `Precio medio: ${dollars(f.medianPrice)}`,
        `Días en el mercado: ${count(f.daysOnMarket)}`,
        `Meses de inventario: ${supply(f.monthsOfSupply)}`,
        `Casas nuevas: ${count(f.newListings)}`,
        "Comente MERCADO para sus cifras",
      ],
      shots: [
        { setting: "office", shot: "0-3s: pantalla verde; detrás, la tarjeta de cifras del mes de su pestaña Posts. Señálela." },
        { setting: "office", shot: "3-12s: fondo: el precio medio con su flecha de tendencia; diga el precio y el cambio." },
        { setting: "office", shot: "12-20s: fondo: días en el mercado y meses de inventario lado a lado." },
        { setting: "office", shot: "Últimos 5s: fondo de su marca, la palabra MERCADO y la fuente en pantalla." },
      ],
      captions: {
        instagram: `Mercado de ${f.area}, ${month}: precio medio ${dollars(f.medianPrice)}${shortTrend}, ${count(f.daysOnMarket)} días en el mercado, ${supply(f.monthsOfSupply)} meses de inventario, ${count(f.newListings)} casas nuevas a la venta. Su rango de precio puede moverse distinto. Comente MERCADO y le envío sus cifras. Fuente: ${f.source}.`,
        facebook: `Así está el mercado de vivienda en ${f.area} en ${month}. ${price} ${speed} ${balance} ¿Quiere las cifras de su rango de precio y su vecindario? Comente MERCADO o envíeme un mensaje. Fuente: ${f.source}.`,
        linkedin: `Mercado de vivienda en ${f.area}, ${month}. ${price} ${speed} ${balance} Para aconsejar a sus clientes, el rango de precio y el vecindario pesan más que la mediana del área. Respóndame aquí y le comparto el detalle de su segmento. Fuente: ${f.source}.`,
        x: `${f.area}, ${monthOnly(f.month, "es")}: precio medio ${dollars(f.medianPrice)}, ${count(f.daysOnMarket)} días en el mercado, ${supply(f.monthsOfSupply)} meses de inventario. Comente MERCADO.`,
      },
      hashtags: ["#bienesraices", "#mercadoinmobiliario", "#realestate", "#casasenventa", "#realtor"],
    },
  };
}

export function writeMonthlyMarketScript(figures: CompleteFigures, language: ScriptLanguage): MonthlyMarketScript {
  return language === "es" ? writeSpanish(figures) : writeEnglish(figures);
}
