/** A chart rendered on the server (an SVG string of our own making: labels come from translations and numbers). */
export function SvgChart({ svg, label, testId }: { svg: string; label: string; testId?: string }) {
  return <div className="svg-chart" role="img" aria-label={label} data-testid={testId} dangerouslySetInnerHTML={{ __html: svg }} />;
}
