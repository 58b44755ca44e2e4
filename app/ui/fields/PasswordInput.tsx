import IconEye from "@tabler/icons-react/dist/esm/icons/IconEye.mjs";
import IconEyeOff from "@tabler/icons-react/dist/esm/icons/IconEyeOff.mjs";
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
  const Icon = shown ? IconEyeOff : IconEye;
  const toggle = hydrated ? (
    // Pressed with the mouse, the focus stays in the input.
    <button type="button" className="password-toggle" tabIndex={-1} aria-hidden onMouseDown={(event) => event.preventDefault()} onClick={() => setShown(!shown)}>
      <Icon size={18} stroke={1.5} />
    </button>
  ) : null;
  return <TextInput {...props} type={shown ? "text" : "password"} rightSection={toggle} rightSectionPointerEvents="all" />;
}
