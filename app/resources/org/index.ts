// The organisation area's entities (agencies, institutions and the lists on an institution's page), one module each.
export * from "./agencies";
export * from "./devices-within";
export * from "./institution-help-codes";
export * from "./institution-packages";
export * from "./institution-volunteers";
export * from "./institutions";
export * from "./org-admins";
