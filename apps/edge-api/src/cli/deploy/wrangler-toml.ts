// Reads the resource names from wrangler.toml and rewrites the two lines a deploy owns: the D1
// database_id and the custom domain. Line edits, not a TOML round trip, so the file's comments stay.

export interface WranglerNames {
  database: string;
  bucket: string;
  queue: string | null;
}

function value(toml: string, key: string): string | null {
  return new RegExp(`^${key}\\s*=\\s*"([^"]*)"`, "m").exec(toml)?.[1] ?? null;
}

export function wranglerNames(toml: string): WranglerNames {
  const database = value(toml, "database_name");
  const bucket = value(toml, "bucket_name");
  if (!database || !bucket)
    throw new Error("wrangler.toml must name the D1 database (database_name) and the R2 bucket (bucket_name)");
  return { database, bucket, queue: value(toml, "queue") };
}

export function withDatabaseId(toml: string, id: string): string {
  if (!/^\s*database_id\s*=/m.test(toml)) throw new Error("wrangler.toml has no database_id line to fill in");
  return toml.replace(/^(\s*database_id\s*=\s*)"[^"]*"/m, `$1"${id}"`);
}

const ROUTES = /^routes\s*=.*$/m;

/** The Worker served on `domain` as a Custom Domain (Cloudflare creates its DNS record and certificate). */
export function withDomain(toml: string, domain: string): string {
  if (!/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(domain)) throw new Error(`DEPLOY_DOMAIN "${domain}" is not a host name`);
  const line = `routes = [{ pattern = "${domain}", custom_domain = true }]`;
  if (ROUTES.test(toml)) return toml.replace(ROUTES, line);
  // Top level, before the first table, where wrangler reads it.
  const firstTable = toml.search(/^\[/m);
  return firstTable < 0 ? `${toml}\n${line}\n` : `${toml.slice(0, firstTable)}${line}\n\n${toml.slice(firstTable)}`;
}
