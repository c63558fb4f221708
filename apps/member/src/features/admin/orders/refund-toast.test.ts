import { expect, it } from "vitest";
import { refundToast } from "./refund-toast.ts";

it("never repeats its title as its description", () => {
  const sent = refundToast("Refund sent", "$27.00");
  expect(sent.description).not.toBe(sent.title);
  expect(sent).toEqual({ title: "Refund sent", description: "$27.00 goes back to the buyer's card in 3-5 business days." });
  expect(refundToast("This refund was already recorded", "$27.00")).toEqual({
    title: "Refund",
    description: "This refund was already recorded",
  });
});
