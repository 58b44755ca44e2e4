/**
 * Keyboard shortcuts (issue 14): which key does what, and when a key is the user typing rather than a shortcut.
 * The DOM side is app/ui/shell/Shortcuts.tsx; the help dialog and docs/screens.md ("Keyboard") list SHORTCUTS.
 */
export type Shortcut = "focusFilter" | "nextRow" | "prevRow" | "openRow" | "toggleRow" | "help" | "palette";

/** Keys as shown in the help dialog, each with its description key (keyboard.* in the catalogues). */
export const SHORTCUTS: readonly { keys: readonly string[]; action: Shortcut }[] = [
  { keys: ["Ctrl K", "⌘ K"], action: "palette" },
  { keys: ["/"], action: "focusFilter" },
  { keys: ["j"], action: "nextRow" },
  { keys: ["k"], action: "prevRow" },
  { keys: ["Enter"], action: "openRow" },
  { keys: ["x"], action: "toggleRow" },
  { keys: ["?"], action: "help" },
];

export interface KeyTarget {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
}

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: KeyTarget | null;
}

/** Inputs that take no typing: a key pressed on them may still be a shortcut. */
const NOT_TYPED = new Set(["checkbox", "radio", "button", "submit", "reset", "image", "file", "range", "color"]);

/** True when keys pressed on `target` are typing: text inputs, textareas, selects, editable content. */
export function isTypingTarget(target: KeyTarget | null): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = (target.tagName ?? "").toUpperCase();
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  return tag === "INPUT" && !NOT_TYPED.has((target.type ?? "text").toLowerCase());
}

const PLAIN: Record<string, Shortcut> = { "/": "focusFilter", "?": "help", j: "nextRow", k: "prevRow", x: "toggleRow", Enter: "openRow" };

/**
 * The shortcut a key press means, or null. Ctrl+K / ⌘K opens the palette from anywhere; the others never fire
 * with a modifier (Shift aside: `?` needs it) or while typing.
 */
export function shortcutFor(event: KeyLike): Shortcut | null {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") return "palette";
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  return PLAIN[event.key] ?? null;
}

/** The row index j (`+1`) or k (`-1`) moves to from `current` (-1: no row yet) among `count` rows; -1 when none. */
export function nextRowIndex(current: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return step === 1 ? 0 : count - 1;
  return Math.min(count - 1, Math.max(0, current + step));
}
