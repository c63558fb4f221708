import { renderToString } from "react-dom/server";
import useSWR from "swr";
import { describe, expect, it } from "vitest";
import { answerFirstFetchesFrom } from "./first-reads.ts";

function Greeting({ readKey }: { readKey: string }) {
  const { data } = useSWR<{ name: string }>(readKey, () => ({ name: "fetched" }));
  return <p>{data ? `Welcome, ${data.name}` : "loading"}</p>;
}

describe("the first reads in the page", () => {
  it("are what swr hydrates with, not only what it reads afterwards", () => {
    // A hook hydrates from swr's "server" snapshot and then compares it with the live one: had the
    // answer gone in as a client write, the first would be empty and React would draw the page again.
    answerFirstFetchesFrom({ "/api/first-reads-test": { name: "Dana" } });
    expect(renderToString(<Greeting readKey="/api/first-reads-test" />)).toBe("<p>Welcome, Dana</p>");
  });

  it("leave a key that already has an answer as it is", () => {
    answerFirstFetchesFrom({ "/api/first-reads-kept": { name: "Dana" } });
    answerFirstFetchesFrom({ "/api/first-reads-kept": { name: "Someone else" } });
    expect(renderToString(<Greeting readKey="/api/first-reads-kept" />)).toBe("<p>Welcome, Dana</p>");
  });
});
