// The operation area's records (repairs, incidents, inspection reports, device inspections), one module each.
export * from "./device-inspections";
export * from "./incidents";
export * from "./inspection-reports";
export * from "./repairs";
