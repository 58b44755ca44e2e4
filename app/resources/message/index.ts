// The message area's records (SMS, voice, e-mail) and the notification list, one module each.
export * from "./email-records";
export * from "./notifications";
export * from "./sms-records";
export * from "./vms-records";
