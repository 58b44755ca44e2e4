import { useState, type ComponentProps } from "react";
import { TextInput } from "~/ui/mantine";
import { useHydrated } from "~/ui/use-hydrated";

/**
 * A password input with a button that shows or hides what was typed, as Mantine's PasswordInput has (kept out of
 * the tab order and hidden from assistive technology, as there). Not Mantine's: it and its ActionIcon weigh 3.3 kB
 * gzip, more than the sign-in page's budget (120 kB, issue 13) has left. The button is drawn once the page is
 * hydrated: without JavaScript it could not work.
 */
export function PasswordInput(props: Omit<ComponentProps<typeof TextInput>, "type" | "rightSection">) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const toggle = hydrated ? (
    // Pressed with the mouse, the focus stays in the input.
    <button type="button" className="password-toggle" tabIndex={-1} aria-hidden onMouseDown={(event) => event.preventDefault()} onClick={() => setShown(!shown)}>
      <EyeIcon crossed={shown} />
    </button>
  ) : null;
  return <TextInput {...props} type={shown ? "text" : "password"} rightSection={toggle} rightSectionPointerEvents="all" />;
}

/** Tabler's "eye" and "eye-off" outlines, drawn here: the icon package's runtime (0.7 kB) is not on the sign-in page. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round">
      {crossed ? (
        <path d="M10.585 10.587a2 2 0 0 0 2.829 2.828M16.681 16.673a8.717 8.717 0 0 1 -4.681 1.327c-3.6 0 -6.6 -2 -9 -6c1.272 -2.12 2.712 -3.678 4.32 -4.674m2.86 -1.146a9.055 9.055 0 0 1 1.82 -.18c3.6 0 6.6 2 9 6c-.666 1.11 -1.379 2.067 -2.138 2.87M3 3l18 18" />
      ) : (
        <path d="M10 12a2 2 0 1 0 4 0a2 2 0 0 0 -4 0M21 12c-2.4 4 -5.4 6 -9 6c-3.6 0 -6.6 -2 -9 -6c2.4 -4 5.4 -6 9 -6c3.6 0 6.6 2 9 6" />
      )}
    </svg>
  );
}
