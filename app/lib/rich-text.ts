import sanitizeHtml from "sanitize-html";

/**
 * Formatted text (news content, course intro) as the console keeps and shows it: paragraphs, emphasis, headings,
 * lists, quotes, links (http, https, mailto) and images (http, https). Scripts, styles, event attributes and other
 * URL schemes are dropped, whatever was typed or stored; the sandbox applies the same list on write.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "h2", "h3", "h4", "ul", "ol", "li", "blockquote", "a", "img"],
  allowedAttributes: { a: ["href", "title", "rel"], img: ["src", "alt"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
