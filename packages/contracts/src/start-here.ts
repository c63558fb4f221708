// The "Start here" steps of a member's first week, written once: the dashboard's checklist and the
// welcome e-mail list the same steps, in this order, with these words.

export const START_HERE_STEPS = [
  {
    id: "brand_profile",
    title: "Set up your brand profile",
    hint: "Your name, photo and contact details go on every page, video and post you share.",
  },
  {
    id: "customized_script",
    title: "Customize your first script",
    hint: "Open any script and choose Customize to make it about your city and specialty.",
  },
  {
    id: "branded_video",
    title: "Download a branded video",
    hint: "Download any video: your end card is added to it.",
  },
  {
    id: "scheduled_post",
    title: "Schedule your first post",
    hint: "Queue a post in the Social Hub for any network you have connected.",
  },
  {
    id: "shared_page",
    title: "Share a page with your lead form",
    hint: "Share a script or video: the page your contacts open carries your lead form.",
  },
] as const;

export type StartHereStepId = (typeof START_HERE_STEPS)[number]["id"];

export interface StartHereItem {
  id: StartHereStepId;
  title: string;
  hint: string;
  done: boolean;
}

/** GET /api/user/start-here. `show` is false before the first purchase and after a dismissal. */
export interface StartHereState {
  show: boolean;
  dismissed: boolean;
  items: StartHereItem[];
  completed: number;
  total: number;
}
