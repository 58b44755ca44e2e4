import { useEffect, useRef, type ReactNode } from "react";

/**
 * A disclosure built on <details>: it opens and closes without JavaScript. With JavaScript it also closes on an
 * outside click or Escape, and optionally when the page scrolls sideways past a threshold (the bell, §9).
 */
export function Dropdown({
  summary,
  summaryLabel,
  children,
  defaultOpen,
  className,
  closeOnScrollX,
  testId,
  onToggle,
}: {
  summary: ReactNode;
  summaryLabel: string;
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
  closeOnScrollX?: number;
  testId?: string;
  /** Told each time the panel opens or closes (with JavaScript). */
  onToggle?: (open: boolean) => void;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && details.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    };
    const startX = window.scrollX;
    const onScroll = () => {
      if (closeOnScrollX && details.open && Math.abs(window.scrollX - startX) > closeOnScrollX) details.open = false;
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("scroll", onScroll);
    };
  }, [closeOnScrollX]);
  return (
    <details ref={ref} className={`dropdown ${className ?? ""}`} open={defaultOpen || undefined} data-testid={testId} onToggle={onToggle ? (event) => onToggle(event.currentTarget.open) : undefined}>
      {/* The name is the hidden text, not aria-label: the visible count or initials are not words of the name. */}
      <summary className="dropdown__summary" title={summaryLabel}>
        <span className="visually-hidden">{summaryLabel}</span>
        <span aria-hidden="true" style={{ display: "contents" }}>
          {summary}
        </span>
      </summary>
      <div className="dropdown__panel">{children}</div>
    </details>
  );
}
