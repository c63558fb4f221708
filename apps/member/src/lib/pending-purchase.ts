// The "pending user id and pending user email" kept in the browser between buying and setting a
// password (part 1 §3). Purchase writes them; the set-password screen reads and clears them.
const USER_ID_KEY = "pendingUserId";
const EMAIL_KEY = "pendingUserEmail";

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function savePendingUser(userId: number | string, email: string): void {
  storage()?.setItem(USER_ID_KEY, String(userId));
  storage()?.setItem(EMAIL_KEY, email);
}

export function readPendingUser(): { userId: string | null; email: string | null } {
  return { userId: storage()?.getItem(USER_ID_KEY) ?? null, email: storage()?.getItem(EMAIL_KEY) ?? null };
}

export function clearPendingUser(): void {
  storage()?.removeItem(USER_ID_KEY);
  storage()?.removeItem(EMAIL_KEY);
}
