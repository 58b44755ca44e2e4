/**
 * Formatted text from the platform. `html` must come from `sanitizeRichText` in the route's loader (server side:
 * the sanitiser stays out of the browser bundle, and nothing is ever shown as stored).
 */
export function RichText({ sanitizedHtml, testId }: { sanitizedHtml: string | null | undefined; testId?: string }) {
  return <div className="rich-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: sanitizedHtml ?? "" }} />;
}
