// The content and service area's entities (news, courses, videos, questionnaires, customer questions, feedback,
// contracts), one module each.
export * from "./contracts";
export * from "./courses";
export * from "./customer-questions";
export * from "./feedbacks";
export * from "./news";
export * from "./questionnaires";
export * from "./videos";
