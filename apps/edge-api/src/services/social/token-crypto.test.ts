import { describe, expect, it } from "vitest";
import { decryptToken, encryptToken, tokenContext } from "./token-crypto.ts";

const SECRET = "a-test-secret-that-is-at-least-32-characters";

describe("social token encryption", () => {
  it("round-trips a token and never stores it in the clear", async () => {
    const sealed = await encryptToken(SECRET, "plain-access-token", tokenContext(1, "twitter"));
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain("plain-access-token");
    expect(await decryptToken(SECRET, sealed, tokenContext(1, "twitter"))).toBe("plain-access-token");
  });

  it("uses a fresh nonce each time", async () => {
    const a = await encryptToken(SECRET, "same", "ctx");
    const b = await encryptToken(SECRET, "same", "ctx");
    expect(a).not.toBe(b);
  });

  it("refuses a ciphertext moved to another member or platform", async () => {
    const sealed = await encryptToken(SECRET, "token", tokenContext(1, "twitter"));
    await expect(decryptToken(SECRET, sealed, tokenContext(2, "twitter"))).rejects.toThrow();
    await expect(decryptToken(SECRET, sealed, tokenContext(1, "facebook"))).rejects.toThrow();
  });

  it("refuses a tampered ciphertext or another secret", async () => {
    const sealed = await encryptToken(SECRET, "token", "ctx");
    const [version, iv, body = ""] = sealed.split(".");
    const flipped = `${body.slice(0, 4)}${body[4] === "A" ? "B" : "A"}${body.slice(5)}`;
    await expect(decryptToken(SECRET, `${version}.${iv}.${flipped}`, "ctx")).rejects.toThrow();
    await expect(decryptToken(`${SECRET}-other`, sealed, "ctx")).rejects.toThrow();
  });
});
