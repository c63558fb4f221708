// The X text keeps the message: cut in the body, never in the call to action or the
// link, within 280 characters as X counts them, for every post and script in the library.
import { describe, expect, it } from "vitest";
import posts from "../../../content/posts/posts.json" with { type: "json" };
import buyer from "../../../content/scripts/buyer.json" with { type: "json" };
import local from "../../../content/scripts/local.json" with { type: "json" };
import market from "../../../content/scripts/market.json" with { type: "json" };
import seller from "../../../content/scripts/seller.json" with { type: "json" };
import { captionParts, type ShareItem, tweetText, X_LINK_CHARS, X_MAX_CHARS, xLength } from "./share.ts";

const URL = "https://app.example.com/share/post/12?s=12.AbCdEfGhIjKlMnOpQrStUv";

/** What X counts: the link as 23 whatever its length. */
function xCount(text: string, url: string): number {
  return xLength(text.replace(url, "")) + X_LINK_CHARS;
}

function expectKeepsMessage(item: ShareItem, cta: string) {
  const text = tweetText(item);
  expect(xCount(text, URL), text).toBeLessThanOrEqual(X_MAX_CHARS);
  expect(text).toContain(cta);
  expect(text.endsWith(URL)).toBe(true);
}

describe("tweetText", () => {
  it("keeps every post's call to action and link within 280 characters", () => {
    for (const post of posts) {
      const cta = captionParts(post.content).cta;
      expect(cta.length).toBeGreaterThan(10);
      expectKeepsMessage({ type: "other", title: post.title, content: post.content, url: URL }, cta);
    }
  });

  it("keeps every script's call to action and link within 280 characters", () => {
    const scripts = [...buyer, ...local, ...market, ...seller];
    expect(scripts.length).toBeGreaterThan(100);
    for (const script of scripts) {
      const content = `${script.hook}\n\n${script.body}\n\n${script.cta}`;
      expectKeepsMessage({ type: "script", title: script.title, content, url: URL, tags: script.tags }, script.cta.trim());
    }
  });

  it("cuts a video's one-paragraph description after its title, keeping the link", () => {
    const description = "Why rates move with the bond market, not the headlines. ".repeat(8).trim();
    const text = tweetText({ type: "video", title: "How Rates Are Set", content: description, url: URL, tags: ["rates"] });
    expect(xCount(text, URL)).toBeLessThanOrEqual(X_MAX_CHARS);
    expect(text).toMatch(/^How Rates Are Set: Why rates move/);
    expect(text.endsWith(`...\n\n#rates\n\n${URL}`)).toBe(true);
  });

  it("cuts the body, not the end, and leaves a short caption whole", () => {
    const long = `${"Buyers keep asking me about this. ".repeat(12)}\nDM me "GUIDE" for my free guide.\n#RealEstate #Buyers`;
    const text = tweetText({ type: "other", title: "t", content: long, url: URL });
    expect(text).toMatch(/\.\.\.\n\nDM me "GUIDE" for my free guide\./);
    const short = "Three things to check.\nWhich one surprised you?\n#Homes";
    expect(tweetText({ type: "other", title: "t", content: short, url: URL })).toBe(
      `Three things to check.\n\nWhich one surprised you?\n\n#Homes\n\n${URL}`,
    );
  });
});
