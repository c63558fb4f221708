/** Whether a client takes gzip: "gzip" listed in Accept-Encoding without q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? "").split(",").some((part) => {
    const [name, ...params] = part.split(";").map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    return name === "gzip" && (q === undefined || Number(q.slice(2)) > 0);
  });
}
