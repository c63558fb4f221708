// What the local social fake records and can be told to fail (fake-social.ts, fake-social-media.ts).

export type Network = "facebook" | "linkedin" | "x";
export type FakeCall = "token" | "refresh" | "publish" | "engagement" | "profile" | "upload";

export interface FakePost {
  network: Network;
  text: string;
  author: string;
  id: string;
  /** The uploaded media the post names (X media ids, Facebook photo ids, LinkedIn URNs). */
  media: string[];
}

/** One file received through a network's upload API, complete once `bytes` equals the declared size. */
export interface FakeUpload {
  network: Network;
  id: string;
  contentType: string;
  bytes: number;
  /** The size X's initialize declared (0 where the network declares none). */
  declared: number;
  finalized: boolean;
}
