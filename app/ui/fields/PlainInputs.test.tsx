import { NativeSelect, TextInput } from "~/ui/mantine";
import { MantineProvider } from "~/ui/mantine/MantineProvider";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { PlainNativeSelect, PlainTextInput } from "./PlainInputs";

/** Markup of one field, without the provider's global <style>. */
const html = (node: ReactNode) => renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>).replace(/<style[^>]*>.*?<\/style>/s, "");

/** Mantine's select with its chevron's inline SVG as the plain select draws it: the same element, drawn by CSS. */
const withCssChevron = (markup: string) =>
  markup.replace(
    /<svg( style="[^"]*")? class="(m_2943220b mantine-ComboboxChevron-chevron)"( data-size="[^"]*")? data-combobox-chevron="true"( data-error="[^"]*")?[^>]*>.*?<\/svg>/s,
    '<span$1 class="$2 field-chevron"$3 data-combobox-chevron="true"$4 aria-hidden="true"></span>',
  );

const choices = [
  { value: "", label: "All" },
  { value: "b", label: "B & co" },
];

describe("plain inputs draw Mantine's markup", () => {
  test.each([
    ["plain", {}],
    ["with a value and a length limit", { defaultValue: "x<y", maxLength: 20 }],
    ["with a description", { description: "hint" }],
    ["refused", { error: "bad", defaultValue: "x" }],
    ["refused, with a description", { error: "bad", description: "hint" }],
    ["for a date and time to the second (a list's range filter)", { type: "datetime-local", step: 1, defaultValue: "2026-01-02T03:04:05" }],
  ] as const)("text input %s", (_case, props) => {
    expect(html(<PlainTextInput id="f" name="sn" label="Serial" {...props} />)).toBe(html(<TextInput id="f" name="sn" label="Serial" {...props} />));
  });

  test.each([
    ["plain", {}],
    ["with a choice made", { defaultValue: "b" }],
    ["with a description", { description: "choose a province first" }],
    ["refused", { error: "bad" }],
    ["refused, with a description and a choice", { error: "bad", description: "hint", defaultValue: "b" }],
  ])("select %s", (_case, props) => {
    const mantine = html(<NativeSelect id="f" name="s" label="State" data={choices} {...props} />);
    expect(mantine).toContain("<svg");
    expect(html(<PlainNativeSelect id="f" name="s" label="State" data={choices} {...props} />)).toBe(withCssChevron(mantine));
  });

  test("a small select labelled for assistive technology only (the language switcher)", () => {
    const mantine = html(<NativeSelect id="f" name="lng" aria-label="Language" size="xs" data={choices} defaultValue="b" />);
    expect(mantine).toContain('data-size="xs"');
    expect(html(<PlainNativeSelect id="f" name="lng" aria-label="Language" size="xs" data={choices} defaultValue="b" />)).toBe(withCssChevron(mantine));
  });

  test("without an id, label, description and error point at the field's own ids", () => {
    const markup = html(<PlainTextInput name="sn" label="Serial" description="hint" error="bad" />);
    const id = markup.match(/ id="(mantine-[^"]+?)"/g)?.map((found) => found.slice(5, -1)) ?? [];
    const input = markup.match(/<input[^>]* id="([^"]+)"/)?.[1];
    expect(input).toMatch(/^mantine-/);
    expect(markup).toContain(`for="${input}"`);
    expect(markup).toContain(`aria-describedby="${input}-error ${input}-description"`);
    expect(id).toEqual(expect.arrayContaining([`${input}-label`, `${input}-description`, `${input}-error`]));
  });
});
