import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./rich-text";

describe("sanitizeRichText", () => {
  it("keeps formatting, links and images", () => {
    expect(sanitizeRichText('<p>先 <strong>拨打 120</strong></p><ul><li>取 AED</li></ul><a href="https://a.example/x">链接</a>')).toBe(
      '<p>先 <strong>拨打 120</strong></p><ul><li>取 AED</li></ul><a href="https://a.example/x" rel="noopener noreferrer">链接</a>',
    );
  });

  it("drops scripts, event handlers, styles and javascript: URLs", () => {
    const dirty = '<p onclick="x()">a</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">b</a><style>p{}</style><iframe src="https://e.example"></iframe>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|style|iframe|alert/);
    expect(clean).toContain("<p>a</p>");
  });

  it("drops data: and protocol-relative image sources", () => {
    expect(sanitizeRichText('<img src="data:image/svg+xml,<svg onload=alert(1)>"><img src="//evil.example/x.png">')).not.toMatch(/src=/);
  });
});
