import { Notifications } from "@mantine/notifications";

/** Where toasts (live messages, notices) appear; loaded after hydration (root.tsx). */
export default function Toasts() {
  return <Notifications position="top-right" />;
}
