// Shared by the customize route tests: a member, two scripts (one locked) and the stream reader.
import type { CustomizeEvent } from "@realty/contracts/customize";
import { eq } from "drizzle-orm";
import { scripts, users } from "../db/schema.ts";
import type { TestApp } from "./test-app.ts";

export const CONTENT =
  "Thinking of selling this spring?\n\nHere's what buyers in our area notice first: the front door, the light and the smell. Fix the small things. Clean every window. Clear every counter. Then price it right from day one.\n\nDM me 'LIST' for my prep checklist.";

export async function setup(t: TestApp, level: string) {
  const [script] = await t.db
    .insert(scripts)
    .values([
      {
        title: "First Impressions",
        content: CONTENT,
        category: "seller",
        topic: "sellers",
        accessLevel: "sampler",
        sortOrder: 0,
      },
      { title: "Top Tier Only", content: CONTENT, category: "seller", accessLevel: "domination", sortOrder: 1 },
    ])
    .returning();
  const member = t.client();
  const email = `member-${Math.random().toString(36).slice(2)}@example.com`;
  await member.post("/api/auth/register", { firstName: "Mia", lastName: "Member", email, password: "long-password-1" });
  await t.db.update(users).set({ accessLevel: level }).where(eq(users.email, email));
  return { member, scriptId: script?.id ?? 0, lockedId: (script?.id ?? 0) + 1 };
}

/** The NDJSON answer's lines, parsed. */
export async function events(res: Response): Promise<CustomizeEvent[]> {
  return (await res.text())
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CustomizeEvent);
}
