import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { isExistingAccountError, readResume, resumePath, signInToContinueHref } from "./resume-link.ts";

describe("the way back into a checkout", () => {
  it("carries the plan and code through the login page's redirect", () => {
    const href = signInToContinueHref("dana@example.com", "momentum", "TEAM-20");
    const login = new URL(href, "http://app.test");
    expect(login.pathname).toBe("/login");
    expect(login.searchParams.get("email")).toBe("dana@example.com");
    const back = login.searchParams.get("redirect") ?? "";
    expect(back).toBe(resumePath("momentum", "TEAM-20"));
    expect(readResume(new URL(back, "http://app.test").search)).toEqual({ plan: "momentum", code: "TEAM-20" });
  });

  it("ignores an unknown plan and a malformed code", () => {
    expect(readResume("?plan=gold&code=<script>")).toEqual({ plan: null, code: null });
    expect(readResume("")).toEqual({ plan: null, code: null });
    expect(resumePath("spark", null)).toBe("/purchase?plan=spark");
  });

  it("tells the existing-account refusal from another conflict", () => {
    const exists = new ApiError(409, "", {
      message: "An account with this email already exists. Please log in to upgrade your plan.",
    });
    const held = new ApiError(409, "", { message: "A purchase with this email is already in progress in another browser." });
    expect(isExistingAccountError(exists)).toBe(true);
    expect(isExistingAccountError(held)).toBe(false);
    expect(isExistingAccountError(new Error("already exists"))).toBe(false);
  });
});
