import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("csvCell", () => {
  it("quotes and prefixes a formula after a separator, so it stays one cell of text", () => {
    expect(csvCell("x;=cmd|' /C calc'!A0")).toBe(`"'x;=cmd|' /C calc'!A0"`);
    expect(csvCell("a|+1")).toBe(`"'a|+1"`);
    expect(csvCell("note,@SUM(A1)")).toBe(`"'note,@SUM(A1)"`);
    expect(csvCell(`say "=1+1"`)).toBe(`"'say ""=1+1"""`);
    expect(csvCell("it's -2")).toBe("it's -2");
    expect(csvCell("x'-2")).toBe(`"'x'-2"`);
  });

  it("quotes and prefixes a cell that starts with = + - @ tab or CR", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
  });

  it("leaves ordinary text and numbers alone, and quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell("Dana Reyes")).toBe("Dana Reyes");
    expect(csvCell("2026-01-15")).toBe("2026-01-15");
    expect(csvCell("Mary - Jane")).toBe("Mary - Jane");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
    expect(csvCell("a, b")).toBe(`"a, b"`);
    expect(csvCell('say "hi"')).toBe(`"say ""hi"""`);
    expect(csvCell("two\nlines")).toBe(`"two\nlines"`);
  });

  it("writes rows with CRLF", () => {
    expect(toCsv(["a", "b"], [["1", 2]])).toBe("a,b\r\n1,2\r\n");
  });
});
