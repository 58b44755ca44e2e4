// The volunteer area's entities (volunteers and the records on a volunteer's page), one module each.
export * from "./certificates";
export * from "./exams";
export * from "./honors";
export * from "./learning";
export * from "./points";
export * from "./responses";
export * from "./volunteers";
