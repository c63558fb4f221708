// The admin dashboard's script taxonomy, without zod, so the dashboard's first screen does not load
// the schema library and every admin schema for a few labels. admin.ts re-exports it.
export {
  SCRIPT_ADMIN_CATEGORIES,
  SCRIPT_CATEGORIES,
  SCRIPT_CATEGORY_LABELS,
  SCRIPT_URGENCIES,
} from "@realty/library/taxonomy";
