// Worksheet totals that add themselves up: each total field gets a calculate action (PDF
// JavaScript, run by Acrobat, Preview-class readers and most browsers' viewers as the reader types)
// and the form's calculation order (/CO) lists the totals in the sheet's order, so a total that
// uses another total (cash to close uses total closing costs) is computed after it.
import { PDFArray, type PDFForm, PDFHexString, PDFName } from "pdf-lib";
import type { LeadMagnetSheet } from "./lead-magnet-sheet.ts";

/** The calculate script: "$1,250" and "1250" both count; a blank or a word counts as 0. */
export function sumScript(sum: LeadMagnetSheet["sums"][number]): string {
  const terms = [...sum.add.map((n) => `+num("${n}")`), ...sum.subtract.map((n) => `-num("${n}")`)].join("");
  return [
    // `this` is the document in the calculate event, but not inside a plainly called function.
    "var doc=this;function num(name){var f=doc.getField(name);if(!f)return 0;",
    'var v=parseFloat(String(f.value).replace(/[$,\\s]/g,""));return isNaN(v)?0:v;}',
    `event.value=(0${terms}).toFixed(2);`,
  ].join("");
}

export function addSums(form: PDFForm, sheet: LeadMagnetSheet): void {
  if (sheet.sums.length === 0) return;
  const context = form.doc.context;
  const order = PDFArray.withContext(context);
  for (const sum of sheet.sums) {
    const total = form.getTextField(sum.total);
    total.enableReadOnly();
    const calculate = context.obj({ S: PDFName.of("JavaScript"), JS: PDFHexString.fromText(sumScript(sum)) });
    total.acroField.dict.set(PDFName.of("AA"), context.obj({ C: calculate }));
    order.push(total.ref);
  }
  form.acroForm.dict.set(PDFName.of("CO"), order);
}
