import type { AdminScript } from "@realty/contracts/admin";
import { describe, expect, it } from "vitest";
import { checkUpload } from "../../content/lib/check-upload.ts";
import { filterScripts, imageSrc, matchesUser, preview } from "./filters.ts";

describe("matchesUser", () => {
  const jo = { firstName: "Joanna", lastName: "Reyes", email: "jo@harbor.example" };
  it("matches first name, last name or e-mail, ignoring case and surrounding spaces", () => {
    expect(matchesUser(jo, "JOAN")).toBe(true);
    expect(matchesUser(jo, " reyes ")).toBe(true);
    expect(matchesUser(jo, "harbor.EXAMPLE")).toBe(true);
    expect(matchesUser(jo, "")).toBe(true);
    expect(matchesUser(jo, "smith")).toBe(false);
  });
});

describe("filterScripts", () => {
  const script = (title: string, adminCategory: string) => ({ title, adminCategory }) as AdminScript;
  const all = [
    script("Open House Tips", "listings_week"),
    script("Rates This Week", "market_updates"),
    script("Open Market", "leads_today"),
  ];
  it("searches titles and filters by the list category", () => {
    expect(filterScripts(all, "open", "all").map((s) => s.title)).toEqual(["Open House Tips", "Open Market"]);
    expect(filterScripts(all, "open", "leads_today").map((s) => s.title)).toEqual(["Open Market"]);
    expect(filterScripts(all, "", "market_updates").map((s) => s.title)).toEqual(["Rates This Week"]);
  });
});

describe("post list helpers", () => {
  it("previews 100 characters and maps @assets/ paths", () => {
    expect(preview("x".repeat(100))).toBe("x".repeat(100));
    expect(preview("y".repeat(101))).toBe(`${"y".repeat(100)}...`);
    expect(imageSrc("@assets/a.png")).toBe("/media/assets/a.png");
    expect(imageSrc("https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
    expect(imageSrc(null)).toBeNull();
  });
});

describe("checkUpload", () => {
  const form = (fields: Record<string, string | File>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.append(k, v);
    return data;
  };
  const video = new File([new Uint8Array(10)], "a.mp4", { type: "video/mp4" });

  it("asks for a title, a description and a video file", () => {
    expect(checkUpload(form({}))).toEqual({
      title: "Title is required",
      description: "Description is required",
      videoFile: "Please choose a video file to upload.",
    });
    expect(checkUpload(form({ title: "T", description: "D", videoFile: video }))).toEqual({});
  });

  it("refuses a video over 100 MB before sending it", () => {
    const big = new File([new Uint8Array(100 * 1024 * 1024 + 1)], "big.mp4", { type: "video/mp4" });
    const data = form({ title: "T", description: "D", videoFile: big });
    expect(checkUpload(data)).toEqual({ videoFile: "The video must be 100 MB or smaller." });
  });
});
