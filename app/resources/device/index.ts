// The device area's entities (devices and the map, the device detail's record lists, device reviews, firmware,
// cabinet controllers and connectors, smart locks), one module each. Routes import the module they need, so a
// page's chunk carries only its own declaration.
export * from "./smart-locks";
export * from "./firmware";
export * from "./device-reviews";
export * from "./controllers";
export * from "./states";
export * from "./devices";
export * from "./device-records";
