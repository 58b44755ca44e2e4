/**
 * The formatting toolbar's edits on a plain textarea of formatted text (news content, course intro): each command
 * turns the text and its selection into new text and a new selection, only with tags the server's sanitiser keeps
 * (app/lib/rich-text.ts). A command applied to what it produced takes it off again. Pure, so the same text posts
 * with or without JavaScript and the edits are tested without a browser.
 */
export interface TextEdit {
  value: string;
  /** Selection start and end (textarea offsets). */
  start: number;
  end: number;
}

export const RICH_TEXT_COMMANDS = ["bold", "italic", "heading", "bulletList", "orderedList", "quote", "link"] as const;
export type RichTextCommand = (typeof RICH_TEXT_COMMANDS)[number];

const WRAPS: Partial<Record<RichTextCommand, string>> = { bold: "strong", italic: "em", heading: "h3", quote: "blockquote" };
const LISTS: Partial<Record<RichTextCommand, "ul" | "ol">> = { bulletList: "ul", orderedList: "ol" };

/** The link schemes the sanitiser keeps (http, https, mailto). */
export function isAllowedHref(href: string): boolean {
  return /^(https?:\/\/[^\s"<>]+|mailto:[^\s"<>]+)$/i.test(href.trim());
}

/** `<tag>selection</tag>`, or the selection without them when it (or the text around it) is already so wrapped. */
export function toggleTag({ value, start, end }: TextEdit, tag: string): TextEdit {
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  const selected = value.slice(start, end);
  if (value.slice(start - open.length, start) === open && value.slice(end, end + close.length) === close) {
    return { value: value.slice(0, start - open.length) + selected + value.slice(end + close.length), start: start - open.length, end: end - open.length };
  }
  if (selected.length >= open.length + close.length && selected.startsWith(open) && selected.endsWith(close)) {
    const inner = selected.slice(open.length, selected.length - close.length);
    return { value: value.slice(0, start) + inner + value.slice(end), start, end: start + inner.length };
  }
  return { value: value.slice(0, start) + open + selected + close + value.slice(end), start: start + open.length, end: end + open.length };
}

const LIST_PATTERN = (tag: string) => new RegExp(`^<${tag}>\\s*((?:<li>[\\s\\S]*?</li>\\s*)*)</${tag}>$`);

/** Each selected line a list item (`<ul>` or `<ol>`); a selection that is such a list goes back to lines. */
export function toggleList({ value, start, end }: TextEdit, tag: "ul" | "ol"): TextEdit {
  const selected = value.slice(start, end);
  const existing = LIST_PATTERN(tag).exec(selected.trim());
  if (existing) {
    const lines = [...existing[1]!.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) => match[1]!);
    const text = lines.join("\n");
    return { value: value.slice(0, start) + text + value.slice(end), start, end: start + text.length };
  }
  const lines = selected.split("\n").map((line) => line.trim()).filter(Boolean);
  const items = (lines.length ? lines : [""]).map((line) => `<li>${line}</li>`);
  const list = `<${tag}>\n${items.join("\n")}\n</${tag}>`;
  // Nothing selected: the caret lands in the empty item.
  const caret = lines.length ? start + list.length : start + `<${tag}>\n<li>`.length;
  return { value: value.slice(0, start) + list + value.slice(end), start: lines.length ? start : caret, end: caret };
}

/** `<a href="…">selection</a>` (the address itself when nothing is selected); null for a scheme the sanitiser drops. */
export function insertLink({ value, start, end }: TextEdit, href: string): TextEdit | null {
  const address = href.trim();
  if (!isAllowedHref(address)) return null;
  const text = value.slice(start, end) || address;
  const open = `<a href="${address.replace(/&/g, "&amp;")}">`;
  const link = `${open}${text}</a>`;
  return { value: value.slice(0, start) + link + value.slice(end), start: start + open.length, end: start + open.length + text.length };
}

/** One toolbar command; `href` for a link (null when it is refused). */
export function applyRichTextCommand(edit: TextEdit, command: RichTextCommand, href?: string): TextEdit | null {
  const tag = WRAPS[command];
  if (tag) return toggleTag(edit, tag);
  const list = LISTS[command];
  if (list) return toggleList(edit, list);
  return insertLink(edit, href ?? "");
}
