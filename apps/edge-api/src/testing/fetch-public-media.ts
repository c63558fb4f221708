// How the fake networks fetch a post's media from the hub's signed public link, as Instagram and
// Google do: a plain GET from outside (no cookies), which must answer 200 with the declared type
// and a body as long as its Content-Length.
export interface FetchedMedia {
  url: string;
  contentType: string;
  bytes: number;
}

export async function fetchPublicMedia(url: string): Promise<FetchedMedia | { error: string }> {
  let res: Response;
  try {
    res = await fetch(url, { redirect: "error" });
  } catch {
    return { error: "the address could not be reached" };
  }
  if (res.status !== 200) return { error: `the address answered HTTP ${res.status}` };
  const body = new Uint8Array(await res.arrayBuffer());
  const declared = Number(res.headers.get("content-length"));
  if (declared !== body.byteLength) return { error: "the download was cut short" };
  return { url, contentType: (res.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "", bytes: body.byteLength };
}
