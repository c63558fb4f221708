/**
 * The toast after a refund: the title says what happened and the description adds what the title
 * does not (the amount), so it never reads "Refund sent / Refund sent". A refund the server had
 * already recorded says that instead.
 */
export function refundToast(serverMessage: string, amount: string): { title: string; description: string } {
  if (serverMessage === "Refund sent") {
    return { title: "Refund sent", description: `${amount} goes back to the buyer's card in 3-5 business days.` };
  }
  return { title: "Refund", description: serverMessage };
}
