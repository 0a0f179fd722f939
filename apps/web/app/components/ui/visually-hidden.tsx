import type { ReactNode } from "react";

/** Text for screen readers only (still read aloud, not shown); the class lives in visually-hidden.css. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
