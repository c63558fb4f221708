import { describe, expect, it } from "vitest";
import { checkUpload } from "./check-upload.ts";
import { imageSrc, preview } from "./post-preview.ts";

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
