// The settings drawer for the server's render; the browser fetches it on its own (ConsoleShell, serverDrawnLazy).
export { SettingsDrawer } from "./SettingsDrawer";
