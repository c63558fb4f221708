// The users table's unique e-mail on D1, through registration: a second account for an address is
// refused whatever its case, and simultaneous registrations of one address make exactly one account.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../db/schema.ts";
import { clientAt } from "./addresses.ts";
import { workerDb } from "./worker-client.ts";

const person = (email: string) => ({ firstName: "Ada", lastName: "Agent", email, password: "long-enough-pw" });
const accountsWith = (email: string) => workerDb().select().from(users).where(eq(users.email, email));

describe("one account per e-mail on D1", () => {
  it("refuses a second registration of an address in another case with a 409, keeping one row", async () => {
    const email = `unique-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect((await clientAt().post("/api/auth/register", person(email))).status).toBe(201);
    const again = await clientAt().post("/api/auth/register", person(email.toUpperCase()));
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBeTruthy();
    expect(await accountsWith(email)).toHaveLength(1);
  });

  it("five simultaneous registrations of one address: one account, the other four refused with 409", async () => {
    const email = `race-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => clientAt().post("/api/auth/register", person(email))));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await accountsWith(email)).toHaveLength(1);
  });
});
