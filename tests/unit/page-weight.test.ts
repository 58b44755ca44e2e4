import { describe, expect, it } from "vitest";
import { renderBlockingStylesheets } from "../bench/page-weight";

describe("render-blocking stylesheets (bench, issue 13)", () => {
  it("counts the head's stylesheets, not preloads, not what <noscript> holds, not print-only sheets, not the body's", () => {
    const html = `<html><head>
      <link rel="stylesheet" href="/build/_assets/critical-A.css"/>
      <link rel="preload" as="style" href="/build/_assets/deferred-B.css"/>
      <noscript><link rel="stylesheet" href="/build/_assets/noscript-C.css"/></noscript>
      <link rel="stylesheet" media="print" href="/build/_assets/print-D.css"/>
      <link rel="icon" href="/favicon.svg"/>
      <link href="/build/_assets/route-E.css" rel="stylesheet"/>
    </head><body><link rel="stylesheet" href="/build/_assets/later-F.css"/></body></html>`;
    expect(renderBlockingStylesheets(html)).toEqual(["/build/_assets/critical-A.css", "/build/_assets/route-E.css"]);
  });
});
