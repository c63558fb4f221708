// Helpers shared by the browser tests. Every test shares one server and database per run, so
// accounts get unique e-mails. Pass `page.request` to act as the page's browser (same cookies),
// or the `request` fixture to act on the side without signing the page in.
import { type APIRequest, type APIRequestContext, expect, type Page } from "@playwright/test";

/** The admin that playwright.config.ts makes `npm start` create. */
export const ADMIN = { email: "admin@e2e.test", password: "admin-e2e-password" } as const;

export function uniqueEmail(label = "member"): string {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `${label}-${suffix}@e2e.test`;
}

export interface TestUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Creates an account through POST /api/auth/register; the given context ends up signed in as it. */
export async function registerUser(request: APIRequestContext, overrides: Partial<Omit<TestUser, "id">> = {}): Promise<TestUser> {
  const input = {
    firstName: "Avery",
    lastName: "Stone",
    email: uniqueEmail(),
    password: "correct-horse-1",
    ...overrides,
  };
  const res = await request.post("/api/auth/register", { data: input });
  expect(res.status(), await res.text()).toBe(201);
  const { user } = (await res.json()) as { user: { id: number } };
  return { ...input, id: user.id };
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/** The local outbox (GET /api/dev/mail), newest first, for one recipient. */
export async function readMail(request: APIRequestContext, to: string): Promise<Mail[]> {
  const res = await request.get("/api/dev/mail");
  expect(res.ok()).toBe(true);
  const all = (await res.json()) as Mail[];
  return all.filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

/** Waits for a mail to `to` with a link containing `part` and answers the newest such link. */
export async function mailedLink(request: APIRequestContext, to: string, part: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await readMail(request, to)).flatMap((mail) => mail.links).find((l) => l.includes(part));
      return link;
    })
    .toBeTruthy();
  return link ?? "";
}

/** Signs in through the login screen. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Gives an account an access level through the admin API, from an admin session of its own. */
export async function setAccessLevel(
  playwright: { request: APIRequest },
  baseURL: string | undefined,
  userId: number,
  accessLevel: "none" | "sampler" | "spark" | "momentum" | "domination",
): Promise<void> {
  const admin = await playwright.request.newContext({ baseURL });
  try {
    const login = await admin.post("/api/auth/login", { data: ADMIN });
    expect(login.status(), await login.text()).toBe(200);
    const res = await admin.post(`/api/admin/users/${userId}/set-access-level`, { data: { accessLevel } });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

/**
 * Holds back the answers to the requests `match` picks until the returned `release` is called
 * (a loading state can then be seen however fast the server is).
 */
export async function holdRequests(page: Page, match: Parameters<Page["route"]>[0]): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(match, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until React has hydrated the page drawn by the server: its own key on the page's banner, and
 * the page no longer holding presses for later (it holds them until the routed page is hydrated).
 */
export async function waitForHydration(page: Page): Promise<void> {
  // Polled on a timer, not on animation frames: a page opened in the background draws none.
  await page.waitForFunction(
    () => {
      const banner = document.querySelector("#root header");
      const hydrated = banner !== null && Object.keys(banner).some((key) => key.startsWith("__reactFiber"));
      return hydrated && !document.querySelector("#root[data-holding-presses]");
    },
    undefined,
    { polling: 100 },
  );
}
