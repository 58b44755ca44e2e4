// AED coverage and the one-click help what-if (issue 38): the analysis' params and answers, and its two tables.
export * from "./analysis";
export * from "./areas";
export * from "./what-if";
