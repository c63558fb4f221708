// How a chart writes its numbers: "$" is a prefix, "%" a suffix, any other unit a trailing word.

function number(value: number): string {
  const rounded = Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  // Grouping by hand rather than toLocaleString: the same digits on every machine and ICU build.
  const [whole = "0", fraction] = String(Math.abs(rounded)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${rounded < 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}

export function formatValue(value: number, unit: string): string {
  if (unit === "$") return `${value < 0 ? "-" : ""}$${number(Math.abs(value))}`;
  if (unit === "%") return `${number(value)}%`;
  return unit ? `${number(value)} ${unit}` : number(value);
}
