import { describe, expect, it } from "vitest";
import { isTypingTarget, nextRowIndex, shortcutFor, type KeyLike } from "./shortcuts";

const press = (key: string, extra: Partial<KeyLike> = {}): KeyLike => ({ key, ctrlKey: false, metaKey: false, altKey: false, target: { tagName: "BODY" }, ...extra });

describe("shortcutFor", () => {
  it("maps the plain keys", () => {
    expect(shortcutFor(press("/"))).toBe("focusFilter");
    expect(shortcutFor(press("?"))).toBe("help");
    expect(shortcutFor(press("j"))).toBe("nextRow");
    expect(shortcutFor(press("k"))).toBe("prevRow");
    expect(shortcutFor(press("x"))).toBe("toggleRow");
    expect(shortcutFor(press("Enter"))).toBe("openRow");
    expect(shortcutFor(press("a"))).toBeNull();
    expect(shortcutFor(press("J"))).toBeNull();
  });

  it("opens the palette with Ctrl+K or ⌘K, even in a field", () => {
    expect(shortcutFor(press("k", { ctrlKey: true }))).toBe("palette");
    expect(shortcutFor(press("K", { metaKey: true }))).toBe("palette");
    expect(shortcutFor(press("k", { ctrlKey: true, target: { tagName: "INPUT", type: "text" } }))).toBe("palette");
    expect(shortcutFor(press("k", { ctrlKey: true, altKey: true }))).toBeNull();
  });

  it("ignores keys with modifiers and keys typed into fields", () => {
    expect(shortcutFor(press("j", { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press("/", { altKey: true }))).toBeNull();
    expect(shortcutFor(press("x", { metaKey: true }))).toBeNull();
    for (const target of [{ tagName: "INPUT" }, { tagName: "input", type: "search" }, { tagName: "TEXTAREA" }, { tagName: "SELECT" }, { tagName: "DIV", isContentEditable: true }]) {
      expect(shortcutFor(press("j", { target }))).toBeNull();
      expect(shortcutFor(press("/", { target }))).toBeNull();
    }
  });

  it("still works on a focused checkbox or button", () => {
    expect(shortcutFor(press("j", { target: { tagName: "INPUT", type: "checkbox" } }))).toBe("nextRow");
    expect(shortcutFor(press("?", { target: { tagName: "BUTTON" } }))).toBe("help");
  });
});

describe("isTypingTarget", () => {
  it("knows fields from the rest", () => {
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget({ tagName: "A" })).toBe(false);
    expect(isTypingTarget({ tagName: "INPUT", type: "datetime-local" })).toBe(true);
    expect(isTypingTarget({ tagName: "INPUT", type: "radio" })).toBe(false);
  });
});

describe("nextRowIndex", () => {
  it("starts at the first row going down and the last going up", () => {
    expect(nextRowIndex(-1, 5, 1)).toBe(0);
    expect(nextRowIndex(-1, 5, -1)).toBe(4);
  });
  it("moves one row and stops at the ends", () => {
    expect(nextRowIndex(2, 5, 1)).toBe(3);
    expect(nextRowIndex(2, 5, -1)).toBe(1);
    expect(nextRowIndex(4, 5, 1)).toBe(4);
    expect(nextRowIndex(0, 5, -1)).toBe(0);
  });
  it("has nowhere to go without rows", () => {
    expect(nextRowIndex(-1, 0, 1)).toBe(-1);
  });
});
