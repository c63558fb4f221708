export * from "./access.ts";
export * from "./demo.ts";
export * from "./discounts.ts";
export * from "./format.ts";
export * from "./guarantee.ts";
export * from "./labels.ts";
export * from "./pricing.ts";
export * from "./tiers.ts";
