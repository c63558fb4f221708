// A paid account without a password, as older versions left them (a demo account that
// bought or that an admin raised), written straight into the server's database; then the start-up
// migration mails its owner a set-password link, as `npm start` would.
import { join } from "node:path";
import { localOutboxMail } from "../../apps/edge-api/src/adapters/mail/local-outbox.ts";
import { openNodeDatabase } from "../../apps/edge-api/src/db/node-client.ts";
import { users } from "../../apps/edge-api/src/db/schema.ts";
import { migratePasswordlessAccounts } from "../../apps/edge-api/src/services/auth/account-migration.ts";

export async function mailSetPasswordLink(email: string, origin: string): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is set by playwright.config.ts");
  const { db, close } = await openNodeDatabase(`file:${join(dataDir, "app.db")}`);
  try {
    await db.insert(users).values({ email, firstName: "Paige", lastName: "Paid", isDemo: true, accessLevel: "spark" });
    await migratePasswordlessAccounts({
      db,
      mail: localOutboxMail(db, () => {}),
      now: new Date(),
      origin,
      productName: "RealtyReels",
    });
  } finally {
    close();
  }
}
