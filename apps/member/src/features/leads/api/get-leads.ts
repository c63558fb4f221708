import type { Lead } from "@realty/contracts/leads";
import useSWR from "swr";

export const LEADS_KEY = "/api/leads";
/** The CSV of every lead, served as a download. */
export const LEADS_CSV_PATH = "/api/leads/export.csv";

/** GET /api/leads: the member's leads, newest first. */
export function useLeads() {
  return useSWR<Lead[] | null>(LEADS_KEY);
}
