/** Whether a client takes gzip: listed in Accept-Encoding and not refused with q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  return !!header && /\bgzip\b/i.test(header) && !/\bgzip\s*;\s*q=0(?:\.0+)?(?![.\d])/i.test(header);
}
