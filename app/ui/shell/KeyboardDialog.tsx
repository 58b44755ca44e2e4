import { CommandPalette } from "./CommandPalette";
import { ShortcutHelp } from "./ShortcutHelp";

/** The lazily loaded side of the shortcuts: the Ctrl+K palette or the `?` help. */
export default function KeyboardDialog({ which, onClose }: { which: "palette" | "help"; onClose: (restoreFocus: boolean) => void }) {
  return which === "palette" ? <CommandPalette onClose={onClose} /> : <ShortcutHelp onClose={() => onClose(true)} />;
}
