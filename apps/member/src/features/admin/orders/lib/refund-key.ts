/** A key per refund dialog: a double click or a retry sends the same one and refunds once. */
export function newRefundKey(): string {
  return crypto.randomUUID().replaceAll("-", "");
}
