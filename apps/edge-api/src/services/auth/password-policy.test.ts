import { PASSWORD_IS_EMAIL, PASSWORD_TOO_COMMON } from "@realty/contracts/auth";
import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy.ts";

describe("new password policy", () => {
  it.each(["password", "12345678", "Password", "qwertyuiop", "iloveyou", "password1", "aaaaaaaa", "11111111"])(
    "refuses the common password %s, naming the reason",
    async (password) => {
      expect(await passwordProblem(password)).toBe(PASSWORD_TOO_COMMON);
    },
  );

  it("refuses the account's own e-mail or its name part", async () => {
    expect(await passwordProblem("dana.reyes@example.com", "Dana.Reyes@example.com")).toBe(PASSWORD_IS_EMAIL);
    expect(await passwordProblem("dana.reyes", "dana.reyes@example.com")).toBe(PASSWORD_IS_EMAIL);
  });

  it("accepts an uncommon password without asking for digits, capitals or symbols", async () => {
    expect(await passwordProblem("harbor lights at dusk")).toBeNull();
    expect(await passwordProblem("long-password-1")).toBeNull();
    expect(await passwordProblem("zqmvtrpl")).toBeNull();
  });
});
