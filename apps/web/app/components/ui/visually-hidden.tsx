import type { ReactNode } from "react";
import "./visually-hidden.css";

/** Text for screen readers only (still read aloud, not shown). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
