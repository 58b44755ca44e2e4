// The system area's entities (users and the lists on a user's page, roles, permissions, menus), one module each.
export * from "./menus";
export * from "./permissions";
export * from "./roles";
export * from "./users";
