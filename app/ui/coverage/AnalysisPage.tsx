import type { ReactNode } from "react";

/** The frame of the coverage and what-if pages: the title, one line on what the page answers, its GET form, then the analysis. */
export function AnalysisPage({ title, intro, form, children }: { title: string; intro: string; form: ReactNode; children?: ReactNode }) {
  return (
    <div className="resource-page coverage-page">
      <section className="resource-card">
        <h1 className="coverage-title">{title}</h1>
        <p className="coverage-intro">{intro}</p>
        {form}
      </section>
      {children}
    </div>
  );
}
