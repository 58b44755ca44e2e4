import type { CSSProperties, HTMLAttributes, ReactNode } from "react";

/**
 * Mantine's Group and Text markup for the shell every console page draws (header, breadcrumbs, bell, footer),
 * without Mantine's component machinery (props merging, style props, class resolution), which costs more than
 * the few elements it writes, on every page. Same classes, CSS variables and data attributes as Mantine's
 * default theme writes, so Mantine's stylesheet styles them; PlainLayout.test.tsx renders both and compares.
 * Only the props the shell uses; anything else uses Mantine's components.
 */
type Spacing = "xs" | "sm" | "md" | "lg" | "xl";
type FontSize = "xs" | "sm" | "md" | "lg" | "xl";

/** Mantine's `rem()` for a number of pixels, as its style props write it. */
const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;

export function PlainGroup({
  component: Component = "div",
  gap = "md",
  wrap = "wrap",
  justify = "flex-start",
  align = "center",
  className,
  children,
  ...rest
}: { component?: "div" | "span"; gap?: Spacing | number; wrap?: "wrap" | "nowrap"; justify?: CSSProperties["justifyContent"]; align?: CSSProperties["alignItems"]; className?: string; children: ReactNode } & Omit<HTMLAttributes<HTMLDivElement>, "style">) {
  const style = {
    "--group-gap": typeof gap === "number" ? rem(gap) : `var(--mantine-spacing-${gap})`,
    "--group-align": align,
    "--group-justify": justify,
    "--group-wrap": wrap,
  } as CSSProperties;
  return (
    <Component style={style} className={[className, "m_4081bf90 mantine-Group-root"].filter(Boolean).join(" ")} {...rest}>
      {children}
    </Component>
  );
}

export function PlainText({
  component: Component = "p",
  size,
  c,
  fw,
  lineClamp,
  className,
  style: given,
  children,
  ...rest
}: { component?: "p" | "span" | "div"; size?: FontSize; c?: "dimmed"; fw?: number; lineClamp?: number; className?: string; children: ReactNode } & Omit<HTMLAttributes<HTMLElement>, "color">) {
  // A given style (Mantine's Breadcrumbs clones its items with one) comes after the text's own, as with Mantine.
  const style: Record<string, string | number> = {};
  if (size) {
    style["--text-fz"] = `var(--mantine-font-size-${size})`;
    style["--text-lh"] = `var(--mantine-line-height-${size})`;
  }
  if (lineClamp !== undefined) style["--text-line-clamp"] = lineClamp;
  if (c) style.color = `var(--mantine-color-${c})`;
  if (fw !== undefined) style.fontWeight = fw;
  Object.assign(style, given);
  return (
    <Component
      style={Object.keys(style).length ? (style as CSSProperties) : undefined}
      className={["mantine-focus-auto", className, "m_b6d8b162 mantine-Text-root"].filter(Boolean).join(" ")}
      data-size={size}
      data-line-clamp={lineClamp !== undefined ? "true" : undefined}
      {...rest}
    >
      {children}
    </Component>
  );
}

type Breakpoint = "xs" | "sm" | "md" | "lg" | "xl";

/**
 * Mantine's SimpleGrid with a column count per breakpoint, without the <style> element Mantine's writes beside it
 * in <body> for those counts (not valid HTML, issue 34): the element carries each count as a variable (`--sg-cols-sm`
 * …) and app.css takes the one in force at Mantine's breakpoints. Mantine's class and variables otherwise, so its
 * SimpleGrid.css lays the grid out.
 */
export function PlainGrid({
  cols,
  spacing = "md",
  className,
  children,
  ...rest
}: { cols: { base: number } & Partial<Record<Breakpoint, number>>; spacing?: Spacing; className?: string; children: ReactNode } & Omit<HTMLAttributes<HTMLDivElement>, "style">) {
  const style: Record<string, string | number> = {
    "--sg-spacing-x": `var(--mantine-spacing-${spacing})`,
    "--sg-spacing-y": `var(--mantine-spacing-${spacing})`,
  };
  for (const [breakpoint, count] of Object.entries(cols)) style[`--sg-cols-${breakpoint}`] = count;
  return (
    <div style={style as CSSProperties} className={[className, "plain-grid m_2415a157 mantine-SimpleGrid-root"].filter(Boolean).join(" ")} {...rest}>
      {children}
    </div>
  );
}
