import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { Group, Text } from "~/ui/mantine";
import { MantineProvider } from "~/ui/mantine/MantineProvider";
import { PlainGrid, PlainGroup, PlainText } from "./PlainLayout";

/** Markup of one element. */
const html = (node: ReactNode) => renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>).replace(/<style[^>]*>.*?<\/style>/s, "");

describe("plain layout draws Mantine's markup", () => {
  test.each([
    ["default", {}],
    ["a spacing token, no wrap, a class", { gap: "xs", wrap: "nowrap", className: "shell__header-left" }],
    ["a gap in pixels", { gap: 6, wrap: "nowrap" }],
    ["justified to the end", { justify: "flex-end" }],
    ["a large spacing token", { gap: "lg" }],
  ] as const)("group %s", (_case, props) => {
    expect(html(<PlainGroup {...props}>x</PlainGroup>)).toBe(html(<Group {...props}>x</Group>));
  });

  test.each([
    ["default", {}],
    ["small, dimmed, a span", { size: "sm", c: "dimmed", component: "span" }],
    ["bold with a class", { fw: 600, size: "sm", className: "bell__title" }],
    ["clamped to two lines", { size: "sm", lineClamp: 2 }],
    ["extra small, dimmed, with a test id", { size: "xs", c: "dimmed", className: "bell__empty", "data-testid": "bell-empty" }],
    ["dimmed only", { c: "dimmed" }],
    ["a test id only", { "data-testid": "not-ready-offline" }],
  ] as const)("text %s", (_case, props) => {
    expect(html(<PlainText {...props}>x</PlainText>)).toBe(html(<Text {...props}>x</Text>));
  });

  test("a breadcrumb trail (Mantine's Breadcrumbs clones its items with a class and a style)", async () => {
    const { Breadcrumbs } = await import("~/ui/mantine/Breadcrumbs");
    const trail = (Item: typeof Text | typeof PlainText) => (
      <Breadcrumbs separator="/">
        <Item size="sm" c="dimmed" component="span">
          a
        </Item>
        <Item size="sm" c="dimmed" component="span" style={{ marginLeft: 2 }}>
          b
        </Item>
      </Breadcrumbs>
    );
    expect(html(trail(PlainText))).toBe(html(trail(Text)));
  });
});

describe("PlainGrid", () => {
  test("lays out like Mantine's SimpleGrid, its columns per breakpoint in its own variables: no <style> element (invalid in <body>)", () => {
    const markup = renderToStaticMarkup(
      <PlainGrid cols={{ base: 2, sm: 3, lg: 5 }} data-testid="figures">
        x
      </PlainGrid>,
    );
    expect(markup).toBe(
      '<div style="--sg-spacing-x:var(--mantine-spacing-md);--sg-spacing-y:var(--mantine-spacing-md);--sg-cols-base:2;--sg-cols-sm:3;--sg-cols-lg:5" class="plain-grid m_2415a157 mantine-SimpleGrid-root" data-testid="figures">x</div>',
    );
  });
});
