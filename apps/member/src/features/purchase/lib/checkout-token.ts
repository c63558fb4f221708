// The purchase form's registration token, kept for this tab: a reload or a second look at "Your
// Information" renews the same checkout instead of being refused as another browser's (the e-mail
// stays reserved for the browser holding this token; docs/decisions/).
const KEY = "checkoutRegistrationToken";

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readCheckoutToken(): string | null {
  return storage()?.getItem(KEY) ?? null;
}

export function saveCheckoutToken(token: string): void {
  storage()?.setItem(KEY, token);
}
