import { describe, expect, it } from "vitest";
import { applyRichTextCommand, insertLink, isAllowedHref, toggleList, toggleTag, type TextEdit } from "./rich-text-edit";
import { sanitizeRichText } from "./rich-text";

/** "a [b] c" → the text with the selection marked by [ and ]. */
const marked = ({ value, start, end }: TextEdit) => `${value.slice(0, start)}[${value.slice(start, end)}]${value.slice(end)}`;
const edit = (text: string): TextEdit => {
  const start = text.indexOf("[");
  const end = text.indexOf("]") - 1;
  return { value: text.replace("[", "").replace("]", ""), start, end };
};

describe("toggleTag", () => {
  it("wraps the selection and keeps it selected inside the tags", () => {
    expect(marked(toggleTag(edit("救援 [3 台] AED"), "strong"))).toBe("救援 <strong>[3 台]</strong> AED");
  });

  it("takes the tags off when applied again (selection inside or around them)", () => {
    const once = toggleTag(edit("救援 [3 台] AED"), "strong");
    expect(marked(toggleTag(once, "strong"))).toBe("救援 [3 台] AED");
    expect(marked(toggleTag(edit("a [<em>b</em>] c"), "em"))).toBe("a [b] c");
  });

  it("with nothing selected leaves the caret between the tags", () => {
    expect(marked(toggleTag(edit("ab[]"), "em"))).toBe("ab<em>[]</em>");
  });
});

describe("toggleList", () => {
  it("makes each non-empty selected line an item, and back", () => {
    const listed = toggleList(edit("x\n[one\n\n two ]\ny"), "ul");
    expect(listed.value).toBe("x\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\ny");
    expect(marked(toggleList(listed, "ul"))).toBe("x\n[one\ntwo]\ny");
  });

  it("starts an empty numbered list at its first item", () => {
    expect(marked(toggleList(edit("[]"), "ol"))).toBe("<ol>\n<li>[]</li>\n</ol>");
  });
});

describe("insertLink", () => {
  it("links the selection, or the address when nothing is selected", () => {
    expect(marked(insertLink(edit("see [here]"), "https://aed.example/a?b=1&c=2")!)).toBe('see <a href="https://aed.example/a?b=1&amp;c=2">[here]</a>');
    expect(insertLink(edit("[]"), " mailto:help@aed.example ")!.value).toBe('<a href="mailto:help@aed.example">mailto:help@aed.example</a>');
  });

  it("refuses schemes the sanitiser drops and addresses that would break the attribute", () => {
    for (const href of ["javascript:alert(1)", "data:text/html,x", "//aed.example", "https://a\"onmouseover=x", ""]) {
      expect(isAllowedHref(href), href).toBe(false);
      expect(insertLink(edit("[x]"), href)).toBeNull();
    }
  });
});

describe("every command", () => {
  it("produces only what the server's sanitiser keeps", () => {
    for (const command of ["bold", "italic", "heading", "quote", "bulletList", "orderedList"] as const) {
      const { value } = applyRichTextCommand(edit("[救援\n知识]"), command)!;
      expect(sanitizeRichText(value), command).toBe(value);
    }
    const linked = applyRichTextCommand(edit("[AED]"), "link", "https://aed.example")!;
    expect(sanitizeRichText(linked.value)).toBe('<a href="https://aed.example" rel="noopener noreferrer">AED</a>');
  });
});
