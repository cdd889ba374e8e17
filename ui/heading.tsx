// A screen's heading at the level its place gives it (issue 28: one `h1` per page). A screen shown alone
// (the boats page's home-port wizard, the visualizer's preview) heads the page with an `h1`; a frame that
// has its own `h1` (the purchase layout) wraps its screens in `SubHeadings` and their headings become `h2`.
import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react';

const Level = createContext<1 | 2>(1);

export function ScreenHeading(props: HTMLAttributes<HTMLHeadingElement>) {
  return useContext(Level) === 1 ? <h1 {...props} /> : <h2 {...props} />;
}

/** Screens inside are under the frame's own `h1`. */
export function SubHeadings({ children }: { children: ReactNode }) {
  return <Level.Provider value={2}>{children}</Level.Provider>;
}
