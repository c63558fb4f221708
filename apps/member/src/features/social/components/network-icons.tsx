// Simple marks for the media networks (the shared brand icons cover Facebook, LinkedIn and X):
// drawn shapes that read as each network at 16-24 px, not the networks' logo files.
import type { ComponentProps } from "react";

type IconProps = ComponentProps<"svg">;

function Mark({ children, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false" {...props}>
      {children}
    </svg>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <Mark {...props}>
      <rect x="2.5" y="2.5" width="19" height="19" rx="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4.3" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.6" cy="6.4" r="1.3" fill="currentColor" />
    </Mark>
  );
}

export function TikTokIcon(props: IconProps) {
  return (
    <Mark {...props}>
      <path
        fill="currentColor"
        d="M13.2 2h3.1c.2 1.9 1.5 3.6 3.7 3.9v3.2c-1.4 0-2.7-.4-3.7-1.1v6.6a6 6 0 1 1-6-6c.3 0 .6 0 .9.1v3.2a2.9 2.9 0 1 0 2 2.7Z"
      />
    </Mark>
  );
}

export function YouTubeIcon(props: IconProps) {
  return (
    <Mark {...props}>
      <rect x="1.5" y="4.5" width="21" height="15" rx="4.5" fill="currentColor" />
      <path d="m10 8.8 5.6 3.2-5.6 3.2Z" fill="white" />
    </Mark>
  );
}

export function GoogleBusinessIcon(props: IconProps) {
  return (
    <Mark {...props}>
      <path fill="currentColor" d="M3 4h18l1 5a3 3 0 0 1-5 2.2A3 3 0 0 1 12 11a3 3 0 0 1-5 .2A3 3 0 0 1 2 9Z" />
      <path fill="currentColor" d="M4 13h2v6h12v-6h2v8H4Z" />
    </Mark>
  );
}
