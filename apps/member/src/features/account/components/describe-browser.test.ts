import { describe, expect, it } from "vitest";
import { describeBrowser } from "./describe-browser.ts";

describe("describeBrowser", () => {
  it("names the browser and system a member would recognise", () => {
    expect(describeBrowser("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Gecko/20100101 Firefox/140.0")).toBe("Firefox on macOS");
    expect(describeBrowser("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile Safari/604.1")).toBe(
      "Safari on iOS",
    );
    expect(describeBrowser("Mozilla/5.0 (Windows NT 10.0) Chrome/140.0 Safari/537.36 Edg/140.0")).toBe("Edge on Windows");
    expect(describeBrowser("Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36")).toBe("Chrome on Linux");
    expect(describeBrowser(null)).toBe("Unknown browser");
    expect(describeBrowser("curl/8.0")).toBe("Unknown browser");
  });
});
