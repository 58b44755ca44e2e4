import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
// Not used here, imported on purpose: a lazy module that reaches React without ReactDOM makes the bundler move React
// into a chunk of its own, which every page then loads (about 1 kB more first-load JavaScript on every list).
import "react-dom";
import { applyRichTextCommand, type RichTextCommand } from "~/lib/rich-text-edit";
import type { ActionIcon as MantineActionIcon } from "~/ui/mantine/ActionIcon";
import type { RichTextTexts } from "~/ui/fields/RichTextField";

const PREVIEW_URL = "/content/rich-text-preview";

/** Tabler's outline icons (MIT) drawn inline: importing the package here would split the shared icon chunk. */
const icon = (...paths: string[]) => (
  <svg xmlns="http://www.w3.org/2000/svg" width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    {paths.map((d) => (
      <path key={d} d={d} />
    ))}
  </svg>
);

const BUTTONS: readonly { command: RichTextCommand; icon: ReactNode; shortcut?: string }[] = [
  { command: "bold", icon: icon("M7 5h6a3.5 3.5 0 0 1 0 7h-6l0 -7", "M13 12h1a3.5 3.5 0 0 1 0 7h-7v-7"), shortcut: "b" },
  { command: "italic", icon: icon("M11 5l6 0", "M7 19l6 0", "M14 5l-4 14"), shortcut: "i" },
  { command: "heading", icon: icon("M19 14a2 2 0 1 0 -2 -2", "M17 16a2 2 0 1 0 2 -2", "M4 6v12", "M12 6v12", "M11 18h2", "M3 18h2", "M4 12h8", "M3 6h2", "M11 6h2") },
  { command: "bulletList", icon: icon("M9 6l11 0", "M9 12l11 0", "M9 18l11 0", "M5 6l0 .01", "M5 12l0 .01", "M5 18l0 .01") },
  { command: "orderedList", icon: icon("M11 6h9", "M11 12h9", "M12 18h8", "M4 16a2 2 0 1 1 4 0c0 .591 -.5 1 -1 1.5l-3 2.5h4", "M6 10v-6l-2 2") },
  { command: "quote", icon: icon("M10 11h-4a1 1 0 0 1 -1 -1v-3a1 1 0 0 1 1 -1h3a1 1 0 0 1 1 1v6c0 2.667 -1.333 4.333 -4 5", "M19 11h-4a1 1 0 0 1 -1 -1v-3a1 1 0 0 1 1 -1h3a1 1 0 0 1 1 1v6c0 2.667 -1.333 4.333 -4 5") },
  { command: "link", icon: icon("M9 15l6 -6", "M11 6l.463 -.536a5 5 0 0 1 7.071 7.072l-.534 .464", "M13 18l-.397 .534a5.068 5.068 0 0 1 -7.127 0a4.972 4.972 0 0 1 0 -7.071l.524 -.463"), shortcut: "k" },
];
const PREVIEW_ICON = icon("M10 12a2 2 0 1 0 4 0a2 2 0 0 0 -4 0", "M21 12c-2.4 4 -5.4 6 -9 6c-3.6 0 -6.6 -2 -9 -6c2.4 -4 5.4 -6 9 -6c3.6 0 6.6 2 9 6");

/** Sets a textarea's text as typing would, so conform (listening for input events) sees the change. */
function setTextareaValue(textarea: HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!.call(textarea, value);
  textarea.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * The formatting toolbar over a formatted-text textarea (lazy: see RichTextField). Buttons are Mantine ActionIcons
 * in an ARIA toolbar (Tab reaches it, arrow keys move along it); Ctrl/⌘+B, I and K work in the textarea. The
 * preview asks the server for the sanitised text, the rules the save applies. Its only imports are React and the
 * pure edits; the ActionIcon and the texts come as props (see RichTextField).
 */
export default function RichTextTools({ textareaId, texts, ActionIcon }: { textareaId: string; texts: RichTextTexts; ActionIcon: typeof MantineActionIcon }) {
  const [active, setActive] = useState(0);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const textarea = useCallback(() => document.getElementById(textareaId) as HTMLTextAreaElement | null, [textareaId]);

  const run = useCallback(
    (command: RichTextCommand) => {
      const element = textarea();
      if (!element) return;
      let href: string | undefined;
      if (command === "link") {
        const answer = window.prompt(texts.linkPrompt, "https://");
        if (answer === null) return element.focus();
        href = answer;
      }
      const next = applyRichTextCommand({ value: element.value, start: element.selectionStart, end: element.selectionEnd }, command, href);
      element.focus();
      if (!next) return;
      setTextareaValue(element, next.value);
      element.setSelectionRange(next.start, next.end);
    },
    [texts, textarea],
  );

  // Shortcuts in the textarea itself.
  useEffect(() => {
    const element = textarea();
    if (!element) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      const button = BUTTONS.find((entry) => entry.shortcut === event.key.toLowerCase());
      if (!button) return;
      event.preventDefault();
      run(button.command);
    };
    element.addEventListener("keydown", onKey);
    return () => element.removeEventListener("keydown", onKey);
  }, [run, textarea]);

  // The open preview follows the text (a short pause after typing).
  useEffect(() => {
    const element = textarea();
    if (!previewOpen || !element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const refresh = async () => {
      try {
        const response = await fetch(PREVIEW_URL, { method: "POST", body: new URLSearchParams({ html: element.value }), signal: controller.signal });
        if (response.ok) setPreview(((await response.json()) as { html: string }).html);
      } catch {
        // Aborted or offline: the preview keeps its last text.
      }
    };
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, 300);
    };
    void refresh();
    element.addEventListener("input", onInput);
    return () => {
      clearTimeout(timer);
      controller.abort();
      element.removeEventListener("input", onInput);
    };
  }, [previewOpen, textarea]);

  const count = BUTTONS.length + 1;
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: count - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key]! + count) % count;
    setActive(next);
    buttons.current[next]?.focus();
  };
  const common = (index: number) => ({
    ref: (element: HTMLButtonElement | null) => void (buttons.current[index] = element),
    tabIndex: index === active ? 0 : -1,
    onFocus: () => setActive(index),
    // A click keeps the textarea's selection and focus.
    onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
    size: "md" as const,
  });

  return (
    <>
      <div role="toolbar" aria-label={texts.toolbar} aria-controls={textareaId} className="rich-text-toolbar" onKeyDown={onToolbarKey}>
        {BUTTONS.map(({ command, icon: drawn }, index) => (
          <ActionIcon key={command} {...common(index)} variant="default" aria-label={texts[command]} title={texts[command]} data-command={command} onClick={() => run(command)}>
            {drawn}
          </ActionIcon>
        ))}
        <ActionIcon
          {...common(BUTTONS.length)}
          variant={previewOpen ? "filled" : "default"}
          aria-label={texts.preview}
          title={texts.preview}
          aria-pressed={previewOpen}
          onClick={() => setPreviewOpen((open) => !open)}
          style={{ marginInlineStart: "auto" }}
        >
          {PREVIEW_ICON}
        </ActionIcon>
      </div>
      {previewOpen && (
        <section className="rich-text-preview" aria-label={texts.previewLabel} aria-live="polite" data-testid={`${textareaId}-preview`}>
          {preview === null || preview === "" ? (
            <p className="rich-text-preview__empty">{texts.previewEmpty}</p>
          ) : (
            // The server's sanitised answer (PREVIEW_URL), as RichText shows stored text.
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: preview }} />
          )}
        </section>
      )}
    </>
  );
}
