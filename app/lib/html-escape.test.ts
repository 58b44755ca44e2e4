import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html-escape";

describe("escapeHtml", () => {
  const hostile = `"><script>alert('x')</script> & 杭州`;

  it("leaves no markup and no way out of a quoted attribute", () => {
    expect(escapeHtml(hostile)).toBe("&quot;&gt;&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; &amp; 杭州");
  });

  it("writes what React writes, in text and in an attribute", () => {
    expect(`<option value="${escapeHtml(hostile)}">${escapeHtml(hostile)}</option>`).toBe(renderToStaticMarkup(createElement("option", { value: hostile }, hostile)));
  });
});
